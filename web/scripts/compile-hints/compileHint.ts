import { z } from 'zod';

/**
 * V8's explicit compile hint (Chrome 136 and later): a script that starts with this comment has all its functions
 * compiled while it streams in, on a background thread, instead of each one on the main thread at its first call.
 * Other engines read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export function hasCompileHint(source: string): boolean {
  return source.startsWith(COMPILE_HINT);
}

/** `source` with the hint as its first line; a script that has it already is returned as it is. */
export function withCompileHint(source: string): string {
  return hasCompileHint(source) ? source : COMPILE_HINT + source;
}

/** The file a script's `//# sourceMappingURL=` comment names when it is a relative file name, else null. */
export function sourceMapFileOf(source: string): string | null {
  const url = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(source)?.[1];
  return url === undefined || /^[a-z]+:|^\//i.test(url) ? null : url;
}

const offset = z.object({ line: z.number().int(), column: z.number().int() }).passthrough();
const indexMap = z.object({ sections: z.array(z.object({ offset }).passthrough()) }).passthrough();
const plainMap = z.object({ mappings: z.string() }).passthrough();

/**
 * A source map (its JSON text) for the same script with one more line at its top: a plain map's mappings start
 * with an empty line (`;`), an index map's sections move one line down.
 */
export function sourceMapOneLineDown(json: string): string {
  const value: unknown = JSON.parse(json);
  const index = indexMap.safeParse(value);
  if (index.success) {
    const sections = index.data.sections.map((section) => ({ ...section, offset: { ...section.offset, line: section.offset.line + 1 } }));
    return JSON.stringify({ ...index.data, sections });
  }
  const plain = plainMap.parse(value);
  return JSON.stringify({ ...plain, mappings: `;${plain.mappings}` });
}
