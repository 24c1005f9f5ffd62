/** Money is integer paise everywhere; these helpers keep every step an integer operation. */

export const PAISE_PER_RUPEE = 100;

function requireWhole(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a whole non-negative number, got ${value}`);
}

/** `numerator / denominator` rounded half up, for whole non-negative numbers (exact below 2^53). */
export function divideRoundingHalfUp(numerator: number, denominator: number): number {
  requireWhole(numerator, 'the numerator');
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** `numerator / denominator` rounded up. */
export function divideRoundingUp(numerator: number, denominator: number): number {
  requireWhole(numerator, 'the numerator');
  return Math.floor((numerator + denominator - 1) / denominator);
}

export const rupeesToPaise = (rupees: number): number => {
  requireWhole(rupees, 'a rupee amount');
  return rupees * PAISE_PER_RUPEE;
};

/** Whole rupees, rounded up: the cart's `inrPrice` badge. */
export const paiseToRupeesUp = (paise: number): number => divideRoundingUp(paise, PAISE_PER_RUPEE);

/** `percent` % of `paise`, rounded half up to the paisa. */
export function percentOf(paise: number, percent: number): number {
  requireWhole(paise, 'an amount in paise');
  requireWhole(percent, 'a percentage');
  return divideRoundingHalfUp(paise * percent, 100);
}

/** `paise` raised by `surchargePercent` %, rounded half up to the whole rupee (then in paise). */
export function withSurcharge(paise: number, surchargePercent: number): number {
  requireWhole(paise, 'an amount in paise');
  requireWhole(surchargePercent, 'a percentage');
  return divideRoundingHalfUp(paise * (100 + surchargePercent), 100 * PAISE_PER_RUPEE) * PAISE_PER_RUPEE;
}

/** `₹50,000` (Indian digit grouping) for messages. */
export function formatRupees(paise: number): string {
  return `₹${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }).format(paiseToRupeesUp(paise))}`;
}
