import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addCompileHints } from './addCompileHints';
import { COMPILE_HINT, SHIFTED_MARK, sourceMapOneLineDown } from './compileHint';
import { unhintedScripts } from './unhintedScripts';

let dir = '';
const read = (file: string): string => readFileSync(join(dir, file), 'utf8');
const mapOf = (file: string): { mappings: string; [SHIFTED_MARK]?: boolean } => JSON.parse(read(file));

beforeEach(() => {
  // A `static/chunks` folder in miniature: a script with its map, one in a subfolder without, and a stylesheet.
  dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  mkdirSync(join(dir, 'app'));
  writeFileSync(join(dir, 'a.js'), 'a();\n//# sourceMappingURL=a1.js.map\n');
  writeFileSync(join(dir, 'a1.js.map'), JSON.stringify({ version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA' }));
  writeFileSync(join(dir, 'app', 'b.js'), 'b();');
  writeFileSync(join(dir, 'c.css'), 'body{}');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('addCompileHints', () => {
  it('gives every script at any depth the hint and its map the extra line, and nothing else', () => {
    expect(addCompileHints(dir)).toBe(2);
    expect(read('a.js')).toBe(`${COMPILE_HINT}a();\n//# sourceMappingURL=a1.js.map\n`);
    expect(read('app/b.js')).toBe(`${COMPILE_HINT}b();`);
    expect(mapOf('a1.js.map').mappings).toBe(';AAAA');
    expect(read('c.css')).toBe('body{}');
  });

  it('changes nothing the second time', () => {
    addCompileHints(dir);
    expect(addCompileHints(dir)).toBe(0);
    expect(mapOf('a1.js.map').mappings).toBe(';AAAA');
  });

  it('finishes a run that stopped between the map and its script without moving the map twice', () => {
    writeFileSync(join(dir, 'a1.js.map'), sourceMapOneLineDown(read('a1.js.map')));
    expect(addCompileHints(dir)).toBe(2);
    expect(read('a.js').startsWith(COMPILE_HINT.toString())).toBe(true);
    expect(mapOf('a1.js.map').mappings).toBe(';AAAA');
  });

  it('stops at a script whose map is not there, rather than leave its mappings a line off', () => {
    rmSync(join(dir, 'a1.js.map'));
    expect(() => addCompileHints(dir)).toThrow(/names the source map a1\.js\.map, which is not there/);
  });
});

describe('unhintedScripts', () => {
  it('names the scripts without the hint, and only scripts', () => {
    writeFileSync(join(dir, 'app', 'b.js'), `${COMPILE_HINT}b();`);
    expect(unhintedScripts(dir, ['a.js', 'app/b.js', 'c.css'])).toEqual(['a.js']);
    addCompileHints(dir);
    expect(unhintedScripts(dir, ['a.js', 'app/b.js'])).toEqual([]);
  });
});
