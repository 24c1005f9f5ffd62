import type { PredictorParams } from './pdf-predictor.ts';

/** How a stream may be encoded, read from the text before it (its dictionary, perhaps more: every candidate). */
export type StreamParams = { chains: string[][]; earlyChanges: number[]; predictors: PredictorParams[] };

const GAP = String.raw`(?:[\s\0]|%[^\r\n]*)*`;
const KEY = new RegExp(String.raw`\/(Filter|F|DecodeParms|DP)(?=[\s\0()<>[\]{}/%])${GAP}`, 'g');
const NAME = /^\/([^\s\0()<>[\]{}/%]*)/;
const REF = /^(\d+)[\s\0]+(\d+)[\s\0]+R(?![A-Za-z])/;
const MAX_PREDICTOR_COMBINATIONS = 16;

/** The value text of every `<num> <gen> obj` in the file (several after incremental updates). */
const objectTexts = (file: string, num: string, gen: string): string[] =>
  [...file.matchAll(new RegExp(String.raw`(?<![0-9])${num}[\s\0]+${gen}[\s\0]+obj${GAP}`, 'g'))].map((match) => file.slice(match.index + match[0].length, match.index + match[0].length + 400));

/** The filter names of a value (a name, an array of names or references, a reference, null); null when unreadable. */
function filterNames(value: string, file: string, depth = 0): string[] | null {
  const name = NAME.exec(value);
  if (name) return [name[1]!];
  if (value.startsWith('null')) return [];
  const ref = REF.exec(value);
  if (ref && depth === 0) {
    const targets = objectTexts(file, ref[1]!, ref[2]!).map((text) => filterNames(text, file, 1));
    return targets.length === 1 ? targets[0]! : null;
  }
  if (!value.startsWith('[')) return null;
  const names: string[] = [];
  for (let rest = value.slice(1).replace(new RegExp(`^${GAP}`), ''); !rest.startsWith(']'); rest = rest.replace(new RegExp(`^${GAP}`), '')) {
    const element = NAME.exec(rest) ?? REF.exec(rest) ?? /^null/.exec(rest);
    if (!element) return null;
    const resolved = filterNames(element[0], file, depth);
    if (resolved === null) return null;
    names.push(...resolved);
    rest = rest.slice(element[0].length);
  }
  return names;
}

const numbers = (text: string, key: string): number[] => [...new Set([...text.matchAll(new RegExp(String.raw`\/${key}${GAP}(\d+)`, 'g'))].map((match) => Number(match[1])))];

/**
 * Every filter chain, LZW early change and predictor the text before a stream could give it; null when one cannot
 * be read (an unresolvable reference, a value that is no name): such a stream cannot be checked.
 */
export function streamParams(before: string, file: string): StreamParams | null {
  const chains: string[][] = [];
  let paramsText = before;
  for (const match of before.matchAll(KEY)) {
    const value = before.slice(match.index + match[0].length);
    const isFilter = match[1] === 'Filter' || match[1] === 'F';
    const ref = REF.exec(value);
    if (!isFilter) {
      if (ref) paramsText += objectTexts(file, ref[1]!, ref[2]!).join('\n') || '\0unresolved';
      continue;
    }
    const names = filterNames(value, file);
    if (names !== null) chains.push(names);
    // `/F 4` (annotation flags), `/F (file)`, `/F 9 0 R` naming a file specification: not a filter.
    else if (match[1] !== 'F' || (ref && objectTexts(file, ref[1]!, ref[2]!).length === 0)) return null;
  }
  if (paramsText.includes('\0unresolved')) return null;
  const predictors = numbers(paramsText, 'Predictor').filter((value) => value > 1);
  const [columns, colors, bits] = [numbers(paramsText, 'Columns'), numbers(paramsText, 'Colors'), numbers(paramsText, 'BitsPerComponent')];
  const combinations = predictors.flatMap((predictor) =>
    (columns.length ? columns : [1]).flatMap((c) => (colors.length ? colors : [1]).flatMap((k) => (bits.length ? bits : [8]).map((b) => ({ predictor, columns: c, colors: k, bitsPerComponent: b })))),
  );
  if (combinations.length > MAX_PREDICTOR_COMBINATIONS) return null;
  return { chains: chains.length ? chains : [[]], earlyChanges: [...new Set([1, ...numbers(paramsText, 'EarlyChange')])], predictors: combinations };
}
