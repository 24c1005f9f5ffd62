import type { PaymentModel } from '../../rest/payments/types.ts';

/** The two routes that confirm a provider's answer: a booking's payment, or an order's balance. */
export type ConfirmRoute = 'success' | 'pending-success';

/**
 * The route of a payment by its kind: `/payment/pending-success` for a BALANCE payment, else `/payment/success`.
 * `known` is the payment as `GET /payment/{id}` answers it; null when it is not the caller's (the api then
 * answers 404 on either route).
 */
export const confirmRouteOf = (known: PaymentModel | null): ConfirmRoute => (known?.kind === 'BALANCE' ? 'pending-success' : 'success');
