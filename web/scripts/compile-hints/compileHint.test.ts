import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, hasCompileHint, SHIFTED_MARK, sourceMapFileOf, sourceMapOneLineDown, withCompileHint } from './compileHint';

const text = (value: string): Buffer => Buffer.from(value);

describe('withCompileHint', () => {
  it('puts the hint on a line of its own before the first statement', () => {
    expect(withCompileHint(text('(()=>{})();')).toString()).toBe('//# allFunctionsCalledOnLoad\n(()=>{})();');
  });

  it('leaves a script that has the hint as it is', () => {
    const once = withCompileHint(text('var a=1;'));
    expect(withCompileHint(once)).toBe(once);
    expect(hasCompileHint(once)).toBe(true);
    expect(hasCompileHint(text('var a=1;\n//# allFunctionsCalledOnLoad\n'))).toBe(false);
  });

  it('keeps the bytes of a script that is not ASCII', () => {
    const script = text('var rupee="₹";');
    expect(withCompileHint(script).subarray(COMPILE_HINT.length).equals(script)).toBe(true);
  });
});

describe('sourceMapFileOf', () => {
  it('reads the relative map file a script names, with or without a line break after it', () => {
    expect(sourceMapFileOf(text('x();\n//# sourceMappingURL=11ud1wk37tpca.js.map'))).toBe('11ud1wk37tpca.js.map');
    expect(sourceMapFileOf(text('x();\n//# sourceMappingURL=a.js.map\r\n'))).toBe('a.js.map');
  });

  it('reads it before a debug id, decoded and without query or fragment', () => {
    expect(sourceMapFileOf(text('x();\n//# sourceMappingURL=%5Broot%5D.js.map?v=1\n//# debugId=85314830-023f-4cf1-a267-535f4e37bb17\n'))).toBe('[root].js.map');
  });

  it('ignores data URLs, absolute URLs and paths, a comment inside the code, and scripts without a map', () => {
    expect(sourceMapFileOf(text('x();\n//# sourceMappingURL=data:application/json;base64,e30='))).toBeNull();
    expect(sourceMapFileOf(text('x();\n//# sourceMappingURL=https://cdn.example/a.js.map'))).toBeNull();
    expect(sourceMapFileOf(text('x();\n//# sourceMappingURL=/maps/a.js.map'))).toBeNull();
    expect(sourceMapFileOf(text('//# sourceMappingURL=a.js.map\nx();'))).toBeNull();
    expect(sourceMapFileOf(text('x();'))).toBeNull();
  });
});

describe('sourceMapOneLineDown', () => {
  it('starts a plain map with an empty line, keeps its keys in order and marks it', () => {
    const moved = sourceMapOneLineDown(JSON.stringify({ version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA,CAAC' }));
    expect(JSON.parse(moved)).toEqual({ version: 3, sources: ['a.ts'], names: [], mappings: ';AAAA,CAAC', [SHIFTED_MARK]: true });
    expect(Object.keys(JSON.parse(moved))).toEqual(['version', 'sources', 'names', 'mappings', SHIFTED_MARK]);
  });

  it('moves every section of an index map one line down, embedded or by URL', () => {
    const sections = [
      { offset: { line: 0, column: 0 }, map: { version: 3, sources: [], names: [], mappings: 'AAAA' } },
      { offset: { line: 4, column: 2 }, url: 'other.js.map' },
    ];
    const map = JSON.parse(sourceMapOneLineDown(JSON.stringify({ version: 3, sections })));
    expect(map.sections).toEqual([
      { offset: { line: 1, column: 0 }, map: sections[0]!.map },
      { offset: { line: 5, column: 2 }, url: 'other.js.map' },
    ]);
  });

  it('never moves a map twice', () => {
    const once = sourceMapOneLineDown(JSON.stringify({ version: 3, sources: [], names: [], mappings: 'AAAA' }));
    expect(sourceMapOneLineDown(once)).toBe(once);
  });

  it('refuses what is not a source map', () => {
    expect(() => sourceMapOneLineDown('{"version":3}')).toThrow();
    expect(() => sourceMapOneLineDown('[]')).toThrow();
  });
});
