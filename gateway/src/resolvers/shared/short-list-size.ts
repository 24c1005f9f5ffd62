import { badUserInputError } from '../../errors.ts';

/** `first` of a short list that is no connection (related blogs, the noticeboard) (1..max), checked before any call. */
export function shortListSize(first: number | null | undefined, fallback: number, max: number): number {
  const size = first ?? fallback;
  if (!Number.isInteger(size) || size < 1 || size > max) throw badUserInputError(`"first" must be between 1 and ${max}, got ${size}.`);
  return size;
}
