import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addCompileHints } from './addCompileHints';
import { COMPILE_HINT, hasCompileHint, sourceMapFileOf, sourceMapOneLineDown, withCompileHint } from './compileHint';

describe('withCompileHint', () => {
  it('puts the hint on a line of its own before the first statement', () => {
    expect(withCompileHint('(()=>{})();')).toBe('//# allFunctionsCalledOnLoad\n(()=>{})();');
  });

  it('leaves a script that has the hint as it is', () => {
    const once = withCompileHint('var a=1;');
    expect(withCompileHint(once)).toBe(once);
    expect(hasCompileHint(once)).toBe(true);
    expect(hasCompileHint('var a=1;\n//# allFunctionsCalledOnLoad\n')).toBe(false);
  });
});

describe('sourceMapFileOf', () => {
  it('reads the relative map file a script names', () => {
    expect(sourceMapFileOf('x();\n//# sourceMappingURL=11ud1wk37tpca.js.map')).toBe('11ud1wk37tpca.js.map');
  });

  it('ignores data URLs, absolute paths and scripts without a map', () => {
    expect(sourceMapFileOf('x();\n//# sourceMappingURL=data:application/json;base64,e30=')).toBeNull();
    expect(sourceMapFileOf('x();\n//# sourceMappingURL=/maps/a.js.map')).toBeNull();
    expect(sourceMapFileOf('x();')).toBeNull();
  });
});

describe('sourceMapOneLineDown', () => {
  it('starts a plain map with an empty line', () => {
    const map = JSON.parse(sourceMapOneLineDown(JSON.stringify({ version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA,CAAC' })));
    expect(map).toEqual({ version: 3, sources: ['a.ts'], names: [], mappings: ';AAAA,CAAC' });
  });

  it('moves every section of an index map one line down', () => {
    const sections = [
      { offset: { line: 0, column: 0 }, map: { version: 3, sources: [], names: [], mappings: 'AAAA' } },
      { offset: { line: 4, column: 2 }, map: { version: 3, sources: [], names: [], mappings: 'AAAA' } },
    ];
    const map = JSON.parse(sourceMapOneLineDown(JSON.stringify({ version: 3, sections })));
    expect(map.sections.map((section: { offset: unknown }) => section.offset)).toEqual([
      { line: 1, column: 0 },
      { line: 5, column: 2 },
    ]);
  });

  it('refuses what is not a source map', () => {
    expect(() => sourceMapOneLineDown('{"version":3}')).toThrow();
  });
});

describe('addCompileHints', () => {
  const dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, 'app'));
  writeFileSync(join(dir, 'a.js'), 'a();\n//# sourceMappingURL=a1.js.map');
  writeFileSync(join(dir, 'a1.js.map'), JSON.stringify({ version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA' }));
  writeFileSync(join(dir, 'app', 'b.js'), 'b();');
  writeFileSync(join(dir, 'c.css'), 'body{}');

  it('gives every script at any depth the hint and its map the extra line, and nothing else', () => {
    expect(addCompileHints(dir)).toBe(2);
    expect(readFileSync(join(dir, 'a.js'), 'utf8')).toBe(`${COMPILE_HINT}a();\n//# sourceMappingURL=a1.js.map`);
    expect(readFileSync(join(dir, 'app', 'b.js'), 'utf8')).toBe(`${COMPILE_HINT}b();`);
    expect(JSON.parse(readFileSync(join(dir, 'a1.js.map'), 'utf8')).mappings).toBe(';AAAA');
    expect(readFileSync(join(dir, 'c.css'), 'utf8')).toBe('body{}');
  });

  it('changes nothing the second time', () => {
    expect(addCompileHints(dir)).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'a1.js.map'), 'utf8')).mappings).toBe(';AAAA');
  });
});
