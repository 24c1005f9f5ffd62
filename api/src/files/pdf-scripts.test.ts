import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ascii85Encode, flateWithPngSub, hexEncode, lzwEncode, objectStreamPdf, runLengthEncode } from './pdf-fixtures.ts';
import { pdfVerdict } from './pdf-scripts.ts';
import { samplePdf } from './sample-files.ts';

const text = (value: string) => new TextEncoder().encode(value);
const hexOfFlate = (data: Buffer) => hexEncode(deflateSync(data));

/** Each encoding a reader decodes, with the dictionary entries that declare it. */
const ENCODINGS: [string, (data: Buffer) => Buffer, string][] = [
  ['ASCIIHex (the probe’s file)', hexEncode, '/Filter /ASCIIHexDecode'],
  ['ASCII85', ascii85Encode, '/Filter /ASCII85Decode'],
  ['LZW', lzwEncode, '/Filter /LZWDecode'],
  ['RunLength', runLengthEncode, '/Filter [/RunLengthDecode]'],
  ['a filter chain', hexOfFlate, '/Filter [/ASCIIHexDecode /FlateDecode]'],
  ['abbreviated names', hexOfFlate, '/Filter [/AHx /Fl]'],
  ['a #xx-spelt filter name', hexEncode, '/Filter /ASCIIHex#44ecode'],
  ['a comment between key and value', hexEncode, '/Filter % a comment\n /ASCIIHexDecode'],
  ['the PNG predictor', (data) => flateWithPngSub(data, 16), '/Filter /FlateDecode /DecodeParms << /Predictor 11 /Columns 16 >>'],
];

describe('pdfVerdict', () => {
  it('passes a plain PDF', () => {
    expect(pdfVerdict(samplePdf())).toBe('plain');
  });

  it('finds names spelt with #xx escapes', () => {
    expect(pdfVerdict(text('%PDF-1.7\n<< /S /J#61vaScript /J#53 (x) >>'))).toBe('active');
  });

  it('finds actions hidden in a compressed object stream', () => {
    const hidden = Buffer.concat([text('%PDF-1.7\n4 0 obj\n<< /Type /ObjStm /Filter /FlateDecode >>\nstream\n'), deflateSync('<< /OpenAction << /S /Launch >> >>'), text('\nendstream\nendobj\n')]);
    expect(pdfVerdict(hidden)).toBe('active');
  });

  it('does not mistake longer names for actions', () => {
    expect(pdfVerdict(text('%PDF-1.7\n<< /AAPL (x) /JSON 1 >>'))).toBe('plain');
  });

  for (const [label, encode, dictionary] of ENCODINGS) {
    it(`finds an OpenAction in an object stream encoded with ${label}, and passes the same file without it`, () => {
      expect(pdfVerdict(objectStreamPdf(encode, dictionary))).toBe('active');
      expect(pdfVerdict(objectStreamPdf(encode, dictionary, { withScript: false }))).toBe('plain');
    });
  }

  it('reads a filter given by reference, and refuses one it cannot resolve', () => {
    const resolved = Buffer.concat([text('%PDF-1.5\n9 0 obj\n/ASCIIHexDecode\nendobj\n'), objectStreamPdf(hexEncode, '/Filter 9 0 R')]);
    expect(pdfVerdict(resolved)).toBe('active');
    expect(pdfVerdict(objectStreamPdf(hexEncode, '/Filter 9 0 R', { withScript: false }))).toBe('unchecked');
  });

  it('uses /Length when the data holds the word endstream', () => {
    const trick = (data: Buffer) => Buffer.concat([Buffer.from('0 0\nendstream\n'), hexEncode(data)]);
    expect(pdfVerdict(objectStreamPdf(trick, '/Filter /ASCIIHexDecode'))).toBe('active');
  });

  it('refuses as unchecked what it cannot decode: Crypt, LZW/Flate that fail, encryption, TIFF predictors', () => {
    expect(pdfVerdict(objectStreamPdf(hexEncode, '/Filter /Crypt', { withScript: false }))).toBe('unchecked');
    expect(pdfVerdict(objectStreamPdf(() => Buffer.from('not deflate at all'), '/Filter /FlateDecode', { withScript: false }))).toBe('unchecked');
    expect(pdfVerdict(objectStreamPdf(() => Buffer.from([0x80, 0x4b, 0x00]) /* clear, then code 300: not in the table */, '/Filter /LZWDecode', { withScript: false }))).toBe('unchecked');
    expect(pdfVerdict(objectStreamPdf(deflateSync, '/Filter /FlateDecode /DecodeParms << /Predictor 2 >>', { withScript: false }))).toBe('unchecked');
    expect(pdfVerdict(text('%PDF-1.4\ntrailer\n<< /Root 1 0 R /Encrypt 5 0 R >>\n%%EOF\n'))).toBe('unchecked');
  });

  it('accepts an image filter on an image, never on an object stream (CCITT, JBIG2 and JPX can carry any bytes)', () => {
    const image = text('%PDF-1.4\n6 0 obj\n<< /Type /XObject /Subtype /Image /Width 8 /Height 8 /Filter /DCTDecode /Length 4 >>\nstream\n\xff\xd8\xff\xd9\nendstream\nendobj\n');
    expect(pdfVerdict(image)).toBe('plain');
    expect(pdfVerdict(objectStreamPdf(hexEncode, '/Filter [/ASCIIHexDecode /CCITTFaxDecode]', { withScript: false }))).toBe('unchecked');
    expect(pdfVerdict(objectStreamPdf(hexEncode, '/Filter [/DCTDecode /ASCIIHexDecode]', { withScript: false }))).toBe('unchecked');
  });

  it('passes a name that is no filter on (a signature’s /Filter /Adobe.PPKLite)', () => {
    const signed = Buffer.concat([text('%PDF-1.5\n7 0 obj\n<< /Type /Sig /Filter /Adobe.PPKLite /SubFilter /adbe.pkcs7.detached >>\nendobj\n'), objectStreamPdf(deflateSync, '/Filter /FlateDecode', { withScript: false })]);
    expect(pdfVerdict(signed)).toBe('plain');
  });
});
