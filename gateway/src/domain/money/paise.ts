import { formatRupees } from '../pricing/index.ts';

/**
 * An amount of money in paise (1 rupee = 100 paise): an integer, never a float. It is the parent of the
 * GraphQL `Money` type, so every field typed `Money` answers a REST `…Paise` integer and `resolvers/money`
 * turns it into `{ paise, currency, label }` once for every domain.
 */
export type Paise = number;

/** The only currency the product sells in. */
export const CURRENCY = 'INR';

/** Rupees (whole, as the older REST price fields hold them) in paise. */
export const paiseOfRupees = (rupees: number): Paise => rupees * 100;

/**
 * The label of an amount in Indian grouping: `₹1,79,000`, or `₹1,79,000.50` when it has paise. Integer
 * arithmetic only, so no amount is ever rounded by a float.
 */
export function formatPaise(paise: Paise): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`An amount in paise must be an integer, got ${paise}`);
  const sign = paise < 0 ? '-' : '';
  const magnitude = Math.abs(paise);
  const rupees = formatRupees(Math.floor(magnitude / 100));
  const rest = magnitude % 100;
  return `${sign}${rupees}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}
