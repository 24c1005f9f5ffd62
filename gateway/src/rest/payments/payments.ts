import type { RestClient } from '../http.ts';
import { mapSuccess, type RestOutcome } from '../outcome.ts';
import { pathSegment } from '../url.ts';
import { paymentAnswer, paymentResultAnswer } from './schemas.ts';
import type { PaymentModel, PaymentResultModel, ProviderAnswer } from './types.ts';

/** A `/payment/*` route answering the payment. */
async function putForPayment(client: RestClient, path: string, body: unknown): Promise<RestOutcome<PaymentModel>> {
  return mapSuccess(await client.send({ method: 'PUT', path, body, answer: paymentAnswer, as: 'caller' }), ({ data }) => data);
}

/** `GET /payment/{id}` 🔒: one of the caller's payments, of any kind or status (404 for anyone else's). */
export async function fetchPayment(client: RestClient, id: string): Promise<RestOutcome<PaymentModel>> {
  const outcome = await client.send({ method: 'GET', path: `/payment/${pathSegment(id)}`, answer: paymentAnswer, as: 'caller' });
  return mapSuccess(outcome, ({ data }) => data);
}

/** `PUT /payment/initiate` 🔒: holds the cart's seats and creates the provider order; 409 when `expectedAmountPaise` is not what it would charge. */
export const initiatePayment = (
  client: RestClient,
  request: { kind: 'FULL' | 'ADVANCE'; returnUrl: string; source: string; expectedAmountPaise?: number },
) =>
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
