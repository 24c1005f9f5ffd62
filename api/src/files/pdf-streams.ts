import { decodeNames } from './pdf-names.ts';

/** One stream of a PDF: the text before it (names decoded), and its data as readers may delimit it (the first is the usual one). */
export type PdfStream = { before: string; candidates: Uint8Array[] };

const STREAM_KEYWORD = /(?<![A-Za-z])stream[ \t\0\f]*(\r\n|\r|\n)?/g;
const MAX_LENGTH_CANDIDATES = 4;
/** `endstream endobj`: where a stream whose data holds the word `endstream` really ends (when `/Length` is not seen). */
const STREAM_END = /endstream[\s\0]*endobj/g;

const lengthsIn = (before: string, file: string): number[] => {
  const lengths = [...before.matchAll(/\/Length[\s\0]+(\d+)(?:[\s\0]+(\d+)[\s\0]+R(?![A-Za-z]))?/g)].flatMap((match) =>
    match[2] === undefined ? [Number(match[1])] : [...file.matchAll(new RegExp(String.raw`(?<![0-9])${match[1]}[\s\0]+${match[2]}[\s\0]+obj[\s\0]*(\d+)`, 'g'))].map((target) => Number(target[1])),
  );
  return [...new Set(lengths)].slice(-MAX_LENGTH_CANDIDATES);
};

const trimEol = (raw: string, end: number): number => end - (raw[end - 1] === '\n' ? 1 : 0) - (raw[end - 1 - (raw[end - 1] === '\n' ? 1 : 0)] === '\r' ? 1 : 0);

function endsBeforeEndobj(raw: string, start: number): number[] {
  STREAM_END.lastIndex = start;
  const match = STREAM_END.exec(raw);
  return match ? [match.index] : [];
}

/**
 * Every `stream` keyword of the file (also one inside another stream's data: more is checked, never less). Its
 * data starts after the keyword's end of line (or the next line, as pdf.js skips to it) and ends at the first
 * `endstream`; a `/Length` before it (direct or resolved) gives another candidate. `before` is all the text since
 * the previous stream's data began: the stream's dictionary is in it, whatever strings or comments precede it.
 * `raw` is the file as latin1, `file` the same with its names decoded.
 */
export function* pdfStreams(bytes: Uint8Array, raw: string, file: string): Generator<PdfStream> {
  let windowStart = 0;
  for (const match of raw.matchAll(STREAM_KEYWORD)) {
    let start = match.index + match[0].length;
    if (!match[1]) {
      const eol = /\r\n|\r|\n/.exec(raw.slice(start, start + 1024));
      start = eol ? start + eol.index + eol[0].length : raw.length;
    }
    const before = decodeNames(raw.slice(windowStart, match.index));
    windowStart = start;
    const first = raw.indexOf('endstream', start);
    const ends = [first < 0 ? raw.length : first, ...endsBeforeEndobj(raw, start)].map((end) => trimEol(raw, end));
    const lengths = [...ends.map((end) => end - start), ...lengthsIn(before, file)];
    const distinct = [...new Set(lengths)].filter((length) => length >= 0 && start + length <= bytes.length);
    yield { before, candidates: distinct.map((length) => bytes.subarray(start, start + length)) };
  }
}
