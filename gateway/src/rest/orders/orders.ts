import type { RestPage } from '../envelope.ts';
import type { RestClient } from '../http.ts';
import { mapSuccess, type RestOutcome } from '../outcome.ts';
import { buildUpstreamUrl, pathSegment } from '../url.ts';
import { ORDER_STATUSES, orderAnswer, orderCountsAnswer, orderPageAnswer } from './schemas.ts';
import type { OrderCountsModel, OrderModel, OrderStatusModel } from './types.ts';

/** The largest `limit` `/get-orders` accepts. */
export const MAX_ORDERS_PER_PAGE = 50;

/** The order type of every list call: package bookings (the spec's `otype`). */
const PACKAGE_ORDERS = 'package';

/** `GET /get-order/{id}` 🔒: one of the caller's orders (404 for anyone else's). */
export async function fetchOrder(client: RestClient, id: string): Promise<RestOutcome<OrderModel>> {
  const outcome = await client.send({ method: 'GET', path: `/get-order/${pathSegment(id)}`, answer: orderAnswer, as: 'caller' });
  return mapSuccess(outcome, ({ data }) => data);
}

/** `GET /get-orders?status=&otype=&page=&limit=` 🔒: a page of the caller's orders, newest first. */
export async function fetchOrdersPage(
  client: RestClient,
  request: { status: OrderStatusModel | null; page: number; limit: number },
): Promise<RestOutcome<RestPage<OrderModel>>> {
  const query = { status: request.status ?? undefined, otype: PACKAGE_ORDERS, page: request.page, limit: request.limit };
  const outcome = await client.send({ method: 'GET', path: buildUpstreamUrl('', '/get-orders', query), answer: orderPageAnswer, as: 'caller' });
  return mapSuccess(outcome, ({ data, total, page, limit }) => ({ items: data, total, page, limit }));
}

/** `GET /get-orders-count?status=PROCESSING&status=COMPLETED&status=CANCELLED` 🔒: every status in one call. */
export async function fetchOrderCounts(client: RestClient): Promise<RestOutcome<OrderCountsModel>> {
  const path = buildUpstreamUrl('', '/get-orders-count', { status: ORDER_STATUSES });
  const outcome = await client.send({ method: 'GET', path, answer: orderCountsAnswer, as: 'caller' });
  return mapSuccess(outcome, ({ data }) => data);
}
