import DataLoader from 'dataloader';
import type { RestPage } from '../rest/envelope.ts';
import { MAX_ORDERS_PER_PAGE } from '../rest/orders/orders.ts';
import type { OrderModel } from '../rest/orders/types.ts';
import type { PaymentModel } from '../rest/payments/types.ts';
import type { OrdersPageRequest } from './orders.ts';


/**
 * The caller's payments by id. CONTRACT.md has no route for one payment: every payment that belongs to an order
 * (all that succeeded, and every balance attempt) is listed on it, so a miss reads the caller's orders, 50 a
 * page (the most `/get-orders` gives), until every id asked is found (one call for nearly every user; the pages are shared with `Viewer.orders`).
 * A payment of the check-out that never succeeded is on no order: it reads as null unless this request saw it
 * (a payment mutation's answer primes it). Another user's payment is never on the caller's orders: null.
 */
export function createPaymentLoaders(ordersPage: DataLoader<OrdersPageRequest, RestPage<OrderModel>, string>) {
  const paymentById = new DataLoader<string, PaymentModel | null>(async (ids) => {
    const found = new Map<string, PaymentModel>();
    for (let page = 1; found.size < ids.length; page += 1) {
      const { items, total } = await ordersPage.load({ status: null, page, limit: MAX_ORDERS_PER_PAGE });
      for (const payment of items.flatMap((order) => order.payments)) if (ids.includes(payment._id)) found.set(payment._id, payment);
      if (page * MAX_ORDERS_PER_PAGE >= total) break;
    }
    return ids.map((id) => found.get(id) ?? null);
  });
  const primePayments = (payments: readonly PaymentModel[]): void => {
    for (const payment of payments) paymentById.clear(payment._id).prime(payment._id, payment);
  };
  return { paymentById, primePayments };
}
