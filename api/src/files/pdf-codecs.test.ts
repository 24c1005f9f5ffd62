import { describe, expect, it } from 'vitest';
import { ascii85Decode, asciiHexDecode, runLengthDecode } from './pdf-ascii-codecs.ts';
import { lzwDecode } from './pdf-lzw.ts';
import { undoPredictor } from './pdf-predictor.ts';
import { ascii85Encode, flateWithPngSub, lzwEncode, runLengthEncode } from './pdf-fixtures.ts';
import { inflateSync } from 'node:zlib';

const MAX = 1024 * 1024;
const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
const text = (data: Uint8Array) => Buffer.from(data).toString('latin1');
const SAMPLE = Buffer.from('<< /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >> >> '.repeat(40));

describe('PDF stream codecs', () => {
  it('decodes ASCIIHex skipping white space and other bytes, padding an odd last digit', () => {
    expect(text(asciiHexDecode(bytes('2F 4a\n53x2>ignored'), MAX))).toBe('/JS ');
    expect([...asciiHexDecode(bytes('7'), MAX)]).toEqual([0x70]);
  });

  it('decodes ASCII85 with z groups, white space, a leading <~ and a short last group', () => {
    expect(text(ascii85Decode(bytes('<~9jqo^\nBlbD-BleB1DJ+*+F(f,q~>'), MAX))).toBe('Man is distinguished');
    expect([...ascii85Decode(bytes('z~>'), MAX)]).toEqual([0, 0, 0, 0]);
    expect(text(ascii85Decode(ascii85Encode(SAMPLE), MAX))).toBe(SAMPLE.toString('latin1'));
  });

  it('decodes RunLength literal and repeated runs up to the end marker', () => {
    expect(text(runLengthDecode(Uint8Array.of(2, 0x2f, 0x4a, 0x53, 254, 0x20, 128, 0x41), MAX))).toBe('/JS   ');
    expect(text(runLengthDecode(runLengthEncode(SAMPLE), MAX))).toBe(SAMPLE.toString('latin1'));
  });

  it("decodes LZW: the specification's example and long input past 9-bit codes", () => {
    expect([...lzwDecode(Uint8Array.of(0x80, 0x0b, 0x60, 0x50, 0x22, 0x0c, 0x0c, 0x85, 0x01), 1, MAX)]).toEqual([45, 45, 45, 45, 45, 65, 45, 45, 45, 66]);
    const long = Buffer.from(Array.from({ length: 20_000 }, (_, i) => (i * 7919) % 251));
    expect(Buffer.from(lzwDecode(lzwEncode(long), 1, MAX)).equals(long)).toBe(true);
  });

  it('undoes the PNG Sub predictor row by row', () => {
    const undone = undoPredictor(inflateSync(flateWithPngSub(SAMPLE, 16)), { predictor: 11, columns: 16, colors: 1, bitsPerComponent: 8 }, MAX);
    expect(text(undone).startsWith(SAMPLE.toString('latin1'))).toBe(true);
  });

  it('stops a decompression bomb at the budget', () => {
    expect(() => asciiHexDecode(bytes('00'.repeat(100)), 10)).toThrow('budget');
    expect(() => runLengthDecode(Uint8Array.of(129, 0, 129, 0, 129, 0), 200)).toThrow('budget');
  });
});
