import DataLoader from 'dataloader';
import type { RestClient } from '../rest/http.ts';
import { fetchPayment } from '../rest/payments/payments.ts';
import type { PaymentModel } from '../rest/payments/types.ts';
import { valueOrNull } from './absent.ts';

/** A REST `_id`: anything else is no payment (the api would answer 400), so it is not asked. */
const REST_ID = /^[0-9a-f]{24}$/;

/**
 * The caller's payments by id (`GET /payment/{id}` 🔒, one call per id, cached for the request): any kind or
 * status, on an order or not. Another user's payment (404) reads as null. A payment mutation's answer primes it.
 */
export function createPaymentLoaders(client: RestClient) {
  const paymentById = new DataLoader<string, PaymentModel | null>((ids) =>
    Promise.all(ids.map(async (id) => (REST_ID.test(id) ? valueOrNull(await fetchPayment(client, id)) : null))),
  );
  const primePayments = (payments: readonly PaymentModel[]): void => {
    for (const payment of payments) paymentById.clear(payment._id).prime(payment._id, payment);
  };
  return { paymentById, primePayments };
}
