import type { RestClient } from '../http.ts';
import { mapSuccess, type RestOutcome } from '../outcome.ts';
import { paymentAnswer, paymentResultAnswer } from './schemas.ts';
import type { PaymentModel, PaymentResultModel, ProviderAnswer } from './types.ts';

/** A `/payment/*` route answering the payment. */
async function putForPayment(client: RestClient, path: string, body: unknown): Promise<RestOutcome<PaymentModel>> {
  return mapSuccess(await client.send({ method: 'PUT', path, body, answer: paymentAnswer, as: 'caller' }), ({ data }) => data);
}

/** `PUT /payment/initiate` 🔒: holds the cart's seats and creates the provider order. */
export const initiatePayment = (client: RestClient, request: { kind: 'FULL' | 'ADVANCE'; returnUrl: string; source: string }) =>
  putForPayment(client, '/payment/initiate', request);

/** `PUT /payment/pending-initiate` 🔒: a BALANCE payment of an order's whole balance. */
export const initiateBalancePayment = (client: RestClient, request: { orderId: string; returnUrl: string; source: string }) =>
  putForPayment(client, '/payment/pending-initiate', request);

/** `PUT /payment/fail` 🔒 (idempotent): the payment FAILED, its seats released. */
export const failPayment = (client: RestClient, request: { paymentId: string; reason?: string; source: string }) =>
  putForPayment(client, '/payment/fail', request);

/** `PUT /payment/success` (FULL, ADVANCE) or `/payment/pending-success` (BALANCE) 🔒: verifies the provider's signature. */
export async function confirmPayment(
  client: RestClient,
  route: 'success' | 'pending-success',
  request: ProviderAnswer & { source: string },
): Promise<RestOutcome<PaymentResultModel>> {
  const outcome = await client.send({ method: 'PUT', path: `/payment/${route}`, body: request, answer: paymentResultAnswer, as: 'caller' });
  return mapSuccess(outcome, ({ data }) => data);
}
