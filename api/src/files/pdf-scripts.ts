import { PdfDecodeError } from './pdf-byte-sink.ts';
import { decodeChain, fullFilterName } from './pdf-decode.ts';
import { decodeNames, NAME_END } from './pdf-names.ts';
import { undoPredictor } from './pdf-predictor.ts';
import { streamParams } from './pdf-stream-params.ts';
import { pdfStreams, type PdfStream } from './pdf-streams.ts';

/** 'active': JavaScript or automatic actions; 'unchecked': encrypted, or a stream this check cannot decode. */
export type PdfVerdict = 'plain' | 'active' | 'unchecked';

/** Names of PDF entries that run code or act on their own (open actions, launches, forms posting out, embeds). */
const ACTIVE = new RegExp(String.raw`\/(JS|JavaScript|OpenAction|AA|Launch|SubmitForm|ImportData|RichMedia|EmbeddedFile|EmbeddedFiles|XFA|GoToR|GoToE)${NAME_END}`);
const ENCRYPT = new RegExp(String.raw`\/Encrypt${NAME_END}`);
/** `/N`: every reader needs it to read an object stream (pdf.js also `/First`, PDFium `/Type /ObjStm`). */
const OBJECT_COUNT = new RegExp(String.raw`\/N${NAME_END}`);
/** Decoded bytes looked into per stream and per file: a decompression bomb is refused ('unchecked') here. */
const MAX_STREAM_BYTES = 64 * 1024 * 1024;
const MAX_FILE_BYTES = 256 * 1024 * 1024;

const latin1 = (bytes: Uint8Array): string => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');

const hasActiveName = (text: string): boolean => ACTIVE.test(decodeNames(text));

/**
 * One stream through every filter chain its text could give it. An object stream hides objects from a plain
 * look, so every chain must decode (its usual delimitation); an image filter is accepted only where the stream
 * cannot be an object stream (no `/N` before it): CCITT, JBIG2 and lossless JPX could carry any bytes.
 */
function streamVerdict(stream: PdfStream, file: string, budget: { left: number }): PdfVerdict {
  const before = stream.before;
  const params = streamParams(before, file);
  if (!params) return 'unchecked';
  for (const chain of params.chains.filter((names) => names.length > 0)) {
    let decoded = false;
    const earlyChanges = chain.map(fullFilterName).includes('LZWDecode') ? params.earlyChanges : [1];
    for (const earlyChange of earlyChanges) {
      for (const [index, data] of stream.candidates.entries()) {
        const max = Math.min(MAX_STREAM_BYTES, budget.left);
        let bytes: Uint8Array | 'image';
        try {
          bytes = decodeChain(data, chain, earlyChange, max);
        } catch (error) {
          if (error instanceof PdfDecodeError) continue;
          throw error;
        }
        if (bytes === 'image' && OBJECT_COUNT.test(before)) return 'unchecked';
        decoded ||= index === 0;
        if (bytes === 'image') continue;
        budget.left -= bytes.length;
        if (hasActiveName(latin1(bytes))) return 'active';
        for (const predictor of params.predictors) {
          try {
            if (hasActiveName(latin1(undoPredictor(bytes, predictor, max)))) return 'active';
          } catch {
            return 'unchecked'; // the TIFF predictor, or over the budget
          }
        }
      }
    }
    if (!decoded) return 'unchecked';
  }
  return 'plain';
}

/**
 * Whether a PDF holds JavaScript or automatic actions, in its plain objects or inside object streams (PDF 1.5),
 * which are decoded (Flate, LZW, ASCIIHex, ASCII85, RunLength, PNG predictors) and read too. A PDF this cannot
 * see into — encrypted, a Crypt filter, a corrupt or oversized stream, an image filter on an object stream —
 * is 'unchecked', never 'plain'.
 */
export function pdfVerdict(bytes: Uint8Array): PdfVerdict {
  const raw = latin1(bytes);
  const file = decodeNames(raw);
  if (ACTIVE.test(file)) return 'active';
  if (ENCRYPT.test(file)) return 'unchecked';
  const budget = { left: MAX_FILE_BYTES };
  for (const stream of pdfStreams(bytes, raw, file)) {
    const verdict = streamVerdict(stream, file, budget);
    if (verdict !== 'plain') return verdict;
  }
  return 'plain';
}
