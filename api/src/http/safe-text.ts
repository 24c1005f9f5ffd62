/**
 * Control characters no text field may hold: NUL (PostgreSQL refuses it in `text`, which surfaced as 500s)
 * and the other C0 controls and DEL. TAB, LF and CR stay allowed: free text (messages, addresses) may
 * break lines, and fields with a shape of their own (e-mail, phone, slug) refuse them by their rules.
 */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters';

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/**
 * The dotted paths (`deviceIDs.0.deviceID`; '' for a bare string) of every string, at any depth of
 * objects and arrays, that holds a control character. The router runs it on the input of every
 * validated target (path, query, JSON body, form), so no route can forget it.
 */
export function controlCharacterPaths(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return hasControlCharacter(value) ? [path] : [];
  if (typeof value !== 'object' || value === null) return [];
  const join = (key: string) => (path ? `${path}.${key}` : key);
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
  return entries.flatMap(([key, item]) => controlCharacterPaths(item, join(key)));
}
