/**
 * The largest amount quoted: ₹1 crore, far above any package, and far below where an instalment
 * would overflow the schema's `Int` (`best.emi`), which made `emi(amount: 1e20)` an internal error.
 */
export const MAX_EMI_AMOUNT = 10_000_000;

/** Why `amount` cannot be quoted, as the client's message; null when it can. */
export function emiAmountProblem(amount: number): string | null {
  if (!Number.isFinite(amount) || amount <= 0) return 'The EMI amount must be above 0.';
  if (amount > MAX_EMI_AMOUNT) return `The EMI amount must be at most ${MAX_EMI_AMOUNT}.`;
  return null;
}
