import { ByteSink } from './pdf-byte-sink.ts';

const isPdfSpace = (byte: number): boolean => byte === 0 || byte === 9 || byte === 10 || byte === 12 || byte === 13 || byte === 32;

/** ASCIIHexDecode: hex digits up to `>`; like pdf.js, any other byte is skipped, an odd last digit is padded with 0. */
export function asciiHexDecode(input: Uint8Array, max: number): Uint8Array {
  const out = new ByteSink(max);
  let high = -1;
  for (const byte of input) {
    if (byte === 0x3e) break;
    const digit = byte >= 0x30 && byte <= 0x39 ? byte - 0x30 : (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x66 ? (byte | 0x20) - 0x57 : -1;
    if (digit < 0) continue;
    if (high < 0) high = digit;
    else (out.push(high * 16 + digit), (high = -1));
  }
  if (high >= 0) out.push(high * 16);
  return out.result();
}

/**
 * ASCII85Decode: groups of five digits (`!`..`u`, `z` for four zeros) up to `~`; white space skipped, a leading
 * `<~` too, a short last group padded with `u`. Other bytes count as digits (pdf.js does not check them either).
 */
export function ascii85Decode(input: Uint8Array, max: number): Uint8Array {
  const out = new ByteSink(max);
  const group: number[] = [];
  const flush = (count: number) => {
    let value = 0;
    for (let i = 0; i < 5; i += 1) value = value * 85 + (i < group.length ? group[i]! - 0x21 : 84);
    for (let i = 0; i < count; i += 1) out.push(Math.floor(value / 256 ** (3 - i)) % 256);
    group.length = 0;
  };
  const start = input[0] === 0x3c && input[1] === 0x7e ? 2 : 0;
  for (let i = start; i < input.length; i += 1) {
    const byte = input[i]!;
    if (byte === 0x7e) break;
    if (isPdfSpace(byte)) continue;
    if (byte === 0x7a && group.length === 0) out.pushAll(new Uint8Array(4));
    else if ((group.push(byte), group.length === 5)) flush(4);
  }
  if (group.length > 1) flush(group.length - 1);
  return out.result();
}

/** RunLengthDecode: a length byte 0..127 copies that many + 1 bytes, 129..255 repeats the next byte 257 - n times, 128 ends. */
export function runLengthDecode(input: Uint8Array, max: number): Uint8Array {
  const out = new ByteSink(max);
  let i = 0;
  while (i < input.length && input[i] !== 128) {
    const length = input[i]!;
    if (length < 128) {
      out.pushAll(input.subarray(i + 1, i + 2 + length));
      i += length + 2;
    } else {
      if (i + 1 < input.length) for (let n = 0; n < 257 - length; n += 1) out.push(input[i + 1]!);
      i += 2;
    }
  }
  return out.result();
}
