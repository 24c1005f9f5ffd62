import { constants, inflateSync } from 'node:zlib';
import { ascii85Decode, asciiHexDecode, runLengthDecode } from './pdf-ascii-codecs.ts';
import { PdfDecodeError } from './pdf-byte-sink.ts';
import { lzwDecode } from './pdf-lzw.ts';

/** The short names readers also take in a stream's `/Filter` (pdf.js does). */
const ABBREVIATIONS: Readonly<Record<string, string>> = { AHx: 'ASCIIHexDecode', A85: 'ASCII85Decode', LZW: 'LZWDecode', Fl: 'FlateDecode', RL: 'RunLengthDecode', CCF: 'CCITTFaxDecode', DCT: 'DCTDecode' };

/** Filters whose output is pixels: a scanned page uses them; they are never decoded here. */
export const IMAGE_FILTERS: ReadonlySet<string> = new Set(['DCTDecode', 'JPXDecode', 'CCITTFaxDecode', 'JBIG2Decode']);

export const fullFilterName = (name: string): string => ABBREVIATIONS[name] ?? name;

function flateDecode(input: Uint8Array, max: number): Uint8Array {
  try {
    // A truncated stream gives what it holds, as readers show it; a corrupt one is refused.
    return inflateSync(input, { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: max });
  } catch {
    throw new PdfDecodeError('FlateDecode failed or over the budget');
  }
}

const DECODERS: Readonly<Record<string, (input: Uint8Array, max: number, earlyChange: number) => Uint8Array>> = {
  FlateDecode: flateDecode,
  ASCIIHexDecode: asciiHexDecode,
  ASCII85Decode: ascii85Decode,
  RunLengthDecode: runLengthDecode,
  LZWDecode: (input, max, earlyChange) => lzwDecode(input, earlyChange, max),
};

/** Standard filters that are neither decoded here nor images (Crypt: the data is encrypted). */
const UNDECODABLE: ReadonlySet<string> = new Set(['Crypt', ...IMAGE_FILTERS]);

/**
 * A stream's data through its filters, in order: the bytes, or 'image' when the chain ends in an image filter.
 * A name that is no standard filter passes the data on as it is (pdf.js does so; a signature's `/Filter
 * /Adobe.PPKLite` is one); Crypt, an image filter before the end, or a failure is a PdfDecodeError.
 */
export function decodeChain(data: Uint8Array, filters: readonly string[], earlyChange: number, max: number): Uint8Array | 'image' {
  let bytes = data;
  for (const [index, name] of filters.map(fullFilterName).entries()) {
    if (IMAGE_FILTERS.has(name) && index === filters.length - 1) return 'image';
    if (UNDECODABLE.has(name)) throw new PdfDecodeError(`cannot decode ${name}`);
    const decoder = DECODERS[name];
    if (decoder) bytes = decoder(bytes, max, earlyChange);
  }
  return bytes;
}
