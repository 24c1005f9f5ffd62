import type { PaymentModel } from '../../rest/payments/types.ts';

/** The two routes that confirm a provider's answer: a booking's payment, or an order's balance. */
export type ConfirmRoute = 'success' | 'pending-success';

/**
 * The route of a payment by its kind: `/payment/pending-success` for a BALANCE payment, else `/payment/success`.
 * `known` is the payment as the caller's orders list it: a BALANCE payment always belongs to its order from the
 * moment it starts, while a booking payment (FULL, ADVANCE) belongs to none until it succeeds, so a payment the
 * orders do not list is a booking's (or not the caller's: the api then answers 404 either way).
 */
export const confirmRouteOf = (known: PaymentModel | null): ConfirmRoute => (known?.kind === 'BALANCE' ? 'pending-success' : 'success');
