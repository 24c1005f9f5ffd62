import { ByteSink, PdfDecodeError } from './pdf-byte-sink.ts';

const appended = (bytes: Uint8Array, byte: number): Uint8Array => {
  const longer = new Uint8Array(bytes.length + 1);
  longer.set(bytes);
  longer[bytes.length] = byte;
  return longer;
};

/**
 * LZWDecode (PDF 32000-1 §7.4.4): 9- to 12-bit codes, 256 clears the table, 257 ends; `earlyChange` 1 (the
 * default) widens the codes one entry early. A truncated stream gives what it decoded so far.
 */
export function lzwDecode(input: Uint8Array, earlyChange: number, max: number): Uint8Array {
  const out = new ByteSink(max);
  /** 0..255 the bytes; 256 (clear) and 257 (end) hold no bytes. */
  const table: Uint8Array[] = [...Array.from({ length: 256 }, (_, byte) => Uint8Array.of(byte)), new Uint8Array(), new Uint8Array()];
  let width = 9;
  let previous: Uint8Array | null = null;
  let bits = 0;
  let bitCount = 0;
  for (let i = 0; i < input.length; ) {
    while (bitCount < width && i < input.length) (bits = ((bits << 8) | input[i++]!) & 0xffffff), (bitCount += 8);
    if (bitCount < width) break;
    const code = (bits >>> (bitCount - width)) & ((1 << width) - 1);
    bitCount -= width;
    if (code === 257) break;
    if (code === 256) {
      (table.length = 258), (width = 9), (previous = null);
      continue;
    }
    const entry: Uint8Array | undefined = code < table.length ? table[code] : code === table.length && previous ? appended(previous, previous[0]!) : undefined;
    if (!entry) throw new PdfDecodeError('bad LZW code');
    out.pushAll(entry);
    if (previous && table.length < 4096) table.push(appended(previous, entry[0]!));
    previous = entry;
    const next = table.length + earlyChange;
    width = next < 512 ? 9 : next < 1024 ? 10 : next < 2048 ? 11 : 12;
  }
  return out.result();
}
