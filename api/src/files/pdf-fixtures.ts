import { deflateSync } from 'node:zlib';

/** Test PDFs whose catalog sits in an object stream (PDF 1.5), encoded as an attacker would: tests only. */
const CATALOG = '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >> >>';
const PLAIN_CATALOG = '<< /Type /Catalog /Pages 2 0 R >>';

/** The objects 1, 2 and 4 (catalog, pages, page) as an object stream's decoded content, and its `/First`. */
function objectStreamContent(catalog: string): { content: Buffer; first: number } {
  const objects = [catalog, '<< /Type /Pages /Kids [4 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>'];
  let offset = 0;
  const pairs = objects.map((object, index) => {
    const pair = `${[1, 2, 4][index]} ${offset}`;
    offset += object.length + 1;
    return pair;
  });
  const header = `${pairs.join(' ')}\n`;
  return { content: Buffer.from(header + objects.map((object) => `${object}\n`).join(''), 'latin1'), first: header.length };
}

/**
 * A PDF whose only objects are an object stream (encoded by `encode`, declared with `dictionary`, e.g.
 * `/Filter /ASCIIHexDecode`) and an xref stream pointing into it: what the security probe uploaded.
 */
export function objectStreamPdf(encode: (content: Buffer) => Buffer, dictionary: string, { withScript = true } = {}): Uint8Array {
  const { content, first } = objectStreamContent(withScript ? CATALOG : PLAIN_CATALOG);
  const data = encode(content);
  const head = Buffer.from('%PDF-1.5\n%\xe2\xe3\xcf\xd3\n', 'latin1');
  const objStm = Buffer.concat([Buffer.from(`3 0 obj\n<< /Type /ObjStm /N 3 /First ${first} ${dictionary} /Length ${data.length} >>\nstream\n`, 'latin1'), data, Buffer.from('\nendstream\nendobj\n')]);
  const xrefOffset = head.length + objStm.length;
  const row = (type: number, a: number, b: number) => Buffer.from([type, (a >>> 24) & 255, (a >>> 16) & 255, (a >>> 8) & 255, a & 255, (b >>> 8) & 255, b & 255]);
  const rows = Buffer.concat([row(0, 0, 65535), row(2, 3, 0), row(2, 3, 1), row(1, head.length, 0), row(2, 3, 2), row(1, xrefOffset, 0)]);
  const xref = Buffer.concat([Buffer.from(`5 0 obj\n<< /Type /XRef /Size 6 /W [1 4 2] /Root 1 0 R /Length ${rows.length} >>\nstream\n`), rows, Buffer.from('\nendstream\nendobj\n')]);
  return new Uint8Array(Buffer.concat([head, objStm, xref, Buffer.from(`startxref\n${xrefOffset}\n%%EOF\n`)]));
}

export const hexEncode = (data: Buffer): Buffer => Buffer.from(`${data.toString('hex')}>`);

export function ascii85Encode(data: Buffer): Buffer {
  let out = '';
  for (let i = 0; i < data.length; i += 4) {
    const chunk = Buffer.concat([data.subarray(i, i + 4), Buffer.alloc(4)]).subarray(0, 4);
    let value = chunk.readUInt32BE(0);
    const digits: string[] = [];
    for (let d = 0; d < 5; d += 1) (digits.unshift(String.fromCharCode(33 + (value % 85))), (value = Math.floor(value / 85)));
    out += digits.slice(0, Math.min(4, data.length - i) + 1).join('');
  }
  return Buffer.from(`${out}~>`);
}

/** RunLength as literal runs of at most 128 bytes, then the end marker. */
export const runLengthEncode = (data: Buffer): Buffer =>
  Buffer.concat([...Array.from({ length: Math.ceil(data.length / 128) }, (_, i) => data.subarray(i * 128, i * 128 + 128)).flatMap((run) => [Buffer.from([run.length - 1]), run]), Buffer.from([128])]);

/** LZW with early change 1: 9..12-bit codes, a clear code first, the end code last. */
export function lzwEncode(data: Buffer): Buffer {
  const table = new Map<string, number>(Array.from({ length: 256 }, (_, byte) => [String.fromCharCode(byte), byte]));
  const codes: [number, number][] = [];
  let next = 258;
  const width = () => (next < 512 ? 9 : next < 1024 ? 10 : next < 2048 ? 11 : 12);
  codes.push([256, 9]);
  let word = '';
  for (const byte of data) {
    const extended = word + String.fromCharCode(byte);
    if (table.has(extended)) word = extended;
    else (codes.push([table.get(word)!, width()]), table.set(extended, next++), (word = String.fromCharCode(byte)));
  }
  if (word) codes.push([table.get(word)!, width()]);
  codes.push([257, width()]);
  let bits = '';
  for (const [code, size] of codes) bits += code.toString(2).padStart(size, '0');
  return Buffer.from((bits + '0'.repeat((8 - (bits.length % 8)) % 8)).match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
}

/** Flate after the PNG "Sub" predictor (each byte minus the one before it), rows of `columns` bytes. */
export function flateWithPngSub(data: Buffer, columns: number): Buffer {
  const rows: Buffer[] = [];
  for (let start = 0; start < data.length; start += columns) {
    const row = Buffer.concat([data.subarray(start, start + columns), Buffer.alloc(columns)]).subarray(0, columns);
    rows.push(Buffer.from([1, ...row.map((byte, i) => (byte - (i > 0 ? row[i - 1]! : 0)) & 255)]));
  }
  return deflateSync(Buffer.concat(rows));
}
