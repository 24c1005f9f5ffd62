import { describe, expect, it } from 'vitest';
import { controlCharacterPaths, hasControlCharacter } from './safe-text.ts';

describe('hasControlCharacter', () => {
  it('refuses NUL, the other C0 controls and DEL', () => {
    for (const text of ['a\u0000b', '\u0001', 'esc\u001b[31m', 'bell\u0007', 'ff\u000c', 'del\u007f']) expect(hasControlCharacter(text), JSON.stringify(text)).toBe(true);
  });

  it('allows tab and line breaks, and any printable text', () => {
    for (const text of ['line one\nline two\r\n\tindented', 'कैलाश मानसरोवर', 'O’Brien & co.', '']) expect(hasControlCharacter(text)).toBe(false);
  });
});

describe('controlCharacterPaths', () => {
  it('names every string holding one, at any depth of objects and arrays', () => {
    const value = { source: 'web\u0000', deviceIDs: [{ deviceID: 'ok' }, { deviceID: '\u0000' }], count: 3, nested: { list: ['x', 'y\u0002'] } };
    expect(controlCharacterPaths(value)).toEqual(['source', 'deviceIDs.1.deviceID', 'nested.list.1']);
    expect(controlCharacterPaths('\u0000')).toEqual(['']);
    expect(controlCharacterPaths({ fine: 'text', n: null })).toEqual([]);
  });
});
