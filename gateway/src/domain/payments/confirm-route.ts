import type { RestOutcome } from '../../rest/outcome.ts';

/** The two routes that confirm a provider's answer: the booking's payment, or an order's balance. */
export type ConfirmRoute = 'success' | 'pending-success';

/**
 * The api's explicit answer to `/payment/success` for a BALANCE payment: the payment exists and is the
 * caller's, but `pending-success` confirms it. Only this answer sends the gateway to the other route.
 */
export function isBalancePaymentRefusal(outcome: RestOutcome<unknown>): boolean {
  return !outcome.ok && outcome.status === 409 && outcome.message !== null && /pending-success/.test(outcome.message);
}

/**
 * Confirms with `/payment/success` (FULL and ADVANCE, the payments of check-out: one call) and, only on the
 * api's explicit wrong-kind answer, with `/payment/pending-success` (BALANCE).
 */
export async function confirmByKind<T>(confirm: (route: ConfirmRoute) => Promise<RestOutcome<T>>): Promise<RestOutcome<T>> {
  const booking = await confirm('success');
  return isBalancePaymentRefusal(booking) ? confirm('pending-success') : booking;
}
