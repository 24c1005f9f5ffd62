import { ByteSink, PdfDecodeError } from './pdf-byte-sink.ts';

/** A `/DecodeParms` dictionary's predictor entries (defaults of PDF 32000-1 Table 8). */
export type PredictorParams = { predictor: number; colors: number; bitsPerComponent: number; columns: number };

const paeth = (left: number, up: number, upLeft: number): number => {
  const p = left + up - upLeft;
  const [a, b, c] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
  return a <= b && a <= c ? left : b <= c ? up : upLeft;
};

/**
 * Undoes a PNG predictor (10..15: each row starts with its own filter type) after Flate or LZW. The TIFF
 * predictor (2) is not decoded: PdfDecodeError. An unknown row type is copied as it is.
 */
export function undoPredictor(data: Uint8Array, params: PredictorParams, max: number): Uint8Array {
  if (params.predictor <= 1) return data;
  if (params.predictor < 10) throw new PdfDecodeError('TIFF predictor');
  const pixelBytes = Math.max(1, Math.ceil((params.colors * params.bitsPerComponent) / 8));
  const rowBytes = Math.ceil((params.columns * params.colors * params.bitsPerComponent) / 8);
  const out = new ByteSink(max);
  let above = new Uint8Array(rowBytes);
  for (let start = 0; start < data.length; start += rowBytes + 1) {
    const type = data[start]!;
    const row = data.slice(start + 1, start + 1 + rowBytes);
    for (let i = 0; i < row.length; i += 1) {
      const left = i >= pixelBytes ? row[i - pixelBytes]! : 0;
      const upLeft = i >= pixelBytes ? above[i - pixelBytes]! : 0;
      const add = type === 1 ? left : type === 2 ? above[i]! : type === 3 ? (left + above[i]!) >> 1 : type === 4 ? paeth(left, above[i]!, upLeft) : 0;
      row[i] = (row[i]! + add) & 0xff;
    }
    out.pushAll(row);
    above = row.length === rowBytes ? row : above;
  }
  return out.result();
}
