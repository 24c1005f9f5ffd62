import { inflateSync } from 'node:zlib';

/** Names of PDF entries that run code or act on their own (open actions, launches, forms posting out, embeds). */
const ACTIVE = /\/(JS|JavaScript|OpenAction|AA|Launch|SubmitForm|ImportData|RichMedia|EmbeddedFile|EmbeddedFiles|XFA|GoToR|GoToE)(?=[\s()<>[\]{}/%]|$)/;
const STREAM = /stream\r?\n([\s\S]*?)\r?\n?endstream/g;
/** Inflated stream content we look into, per stream: a bomb stops here. */
const MAX_INFLATED_BYTES = 16 * 1024 * 1024;

/** `/J#61vaScript` → `/JavaScript`: PDF names may spell any character as `#xx`. */
const decodeNames = (text: string): string =>
  text.replace(/\/[^\s()<>[\]{}/%]*/g, (name) => name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));

const hasActiveName = (text: string): boolean => ACTIVE.test(decodeNames(text));

function inflated(stream: string): string | null {
  try {
    return inflateSync(Buffer.from(stream, 'latin1'), { maxOutputLength: MAX_INFLATED_BYTES }).toString('latin1');
  } catch {
    return null;
  }
}

/**
 * Whether a PDF holds JavaScript or automatic actions: in its plain objects, or inside compressed object
 * streams (PDF 1.5), which are inflated and read too.
 */
export function pdfHasActiveContent(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes).toString('latin1');
  if (hasActiveName(text)) return true;
  for (const match of text.matchAll(STREAM)) {
    const content = inflated(match[1]!);
    if (content !== null && hasActiveName(content)) return true;
  }
  return false;
}
