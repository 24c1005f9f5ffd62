/** A PDF delimiter or the end: what ends a name. */
export const NAME_END = String.raw`(?=[\s\0()<>[\]{}/%]|$)`;

/** `/J#61vaScript` → `/JavaScript`: PDF names may spell any character as `#xx` (the text keeps its other bytes). */
export const decodeNames = (text: string): string =>
  text.replace(/\/[^\s\0()<>[\]{}/%]*/g, (name) => name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));
