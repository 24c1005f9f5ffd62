import { z } from 'zod';

/**
 * V8's explicit compile hint (Chrome 136 and later): a script whose first token is preceded by this comment has all
 * its functions compiled while it streams in, on a background thread, instead of each one on the main thread at its
 * first call. Other engines read it as a comment.
 */
export const COMPILE_HINT = Buffer.from('//# allFunctionsCalledOnLoad\n');

export function hasCompileHint(script: Buffer): boolean {
  return script.subarray(0, COMPILE_HINT.length).equals(COMPILE_HINT);
}

/** `script` with the hint as its first line; a script that has it already is returned as it is. */
export function withCompileHint(script: Buffer): Buffer {
  return hasCompileHint(script) ? script : Buffer.concat([COMPILE_HINT, script]);
}

/** The trailing magic comments of a script (`//# sourceMappingURL=…`, `//# debugId=…`), read from its last lines. */
const MAP_COMMENT = /^\/\/[#@] sourceMappingURL=(\S+)\s*$/;

/**
 * The file a script's `//# sourceMappingURL=` comment names, relative to the script, when it is a relative URL
 * (decoded, without query or fragment); null when the script names none, or names a data URL or another origin.
 */
export function sourceMapFileOf(script: Buffer): string | null {
  const tail = script.subarray(Math.max(0, script.length - 4096)).toString('utf8').split(/\r?\n/).reverse();
  for (const line of tail) {
    const trimmed = line.trim();
    if (trimmed === '') continue;
    const url = MAP_COMMENT.exec(trimmed)?.[1];
    if (url !== undefined) return /^[a-z][a-z0-9+.-]*:|^\/\//i.test(url) || url.startsWith('/') ? null : decodeURIComponent(url.replace(/[?#].*$/, ''));
    if (!trimmed.startsWith('//')) return null;
  }
  return null;
}

/** Marks a map this step has moved, so a second run (or one after a crash) never moves it twice. */
export const SHIFTED_MARK = 'x_pilgrim_compileHint';

const offset = z.looseObject({ line: z.number().int(), column: z.number().int() });
const indexMap = z.looseObject({ sections: z.array(z.looseObject({ offset })) });
const plainMap = z.looseObject({ mappings: z.string() });

/**
 * A source map (its JSON text) for the same script with one more line at its top: a plain map's mappings start
 * with an empty line (`;`), an index map's sections move one line down. Keys keep their order; the map gets
 * `SHIFTED_MARK`. A map that has the mark is returned as it is.
 */
export function sourceMapOneLineDown(json: string): string {
  const map = z.record(z.string(), z.unknown()).parse(JSON.parse(json));
  if (map[SHIFTED_MARK] === true) return json;
  const index = indexMap.safeParse(map);
  if (index.success) {
    const sections = index.data.sections.map((section) => ({ ...section, offset: { ...section.offset, line: section.offset.line + 1 } }));
    return JSON.stringify({ ...map, sections, [SHIFTED_MARK]: true });
  }
  return JSON.stringify({ ...map, mappings: `;${plainMap.parse(map).mappings}`, [SHIFTED_MARK]: true });
}
