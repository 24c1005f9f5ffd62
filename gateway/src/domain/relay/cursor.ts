import { badUserInputError } from '../../errors.ts';

const PREFIX = 'offset:';

/**
 * The largest offset a cursor may hold. The api refuses pages above 100,000, and every page plan
 * for an offset below this stays within them even at `limit` 1, so a forged cursor never reaches the api.
 */
export const MAX_CURSOR_OFFSET = 99_999;

/** An opaque cursor: base64 of the zero-based offset of an edge in its connection. */
export function encodeCursor(offset: number): string {
  return Buffer.from(`${PREFIX}${offset}`, 'utf8').toString('base64');
}

/** The offset a cursor stands for; BAD_USER_INPUT when the cursor was not made by encodeCursor. */
export function decodeCursor(cursor: string): number {
  const text = Buffer.from(cursor, 'base64').toString('utf8');
  const digits = text.startsWith(PREFIX) ? text.slice(PREFIX.length) : '';
  if (!/^\d{1,9}$/.test(digits) || Number(digits) > MAX_CURSOR_OFFSET || encodeCursor(Number(digits)) !== cursor) {
    throw badUserInputError(`"${cursor}" is not a valid cursor.`);
  }
  return Number(digits);
}
