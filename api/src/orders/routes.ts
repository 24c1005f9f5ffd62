import { createRoute } from '@hono/zod-openapi';
import type { Db } from '../db/client.ts';
import { answerOf, ok } from '../http/answers.ts';
import { jsonResponses, OK_MESSAGE, pagedEnvelope, pagedEnvelopeOf } from '../http/envelope.ts';
import { createRouter } from '../http/router.ts';
import { callerId, userOnly } from '../http/user-routes.ts';
import { CountsQuery, CountsSchema, ORDER_STATUSES, OrderIdParam, OrderSchema, OrdersQuery } from './schemas.ts';
import { countOrders, listOrders, loadOrder } from './store.ts';

export type OrdersDeps = { db: Db };

const route = <P extends string>(path: P, summary: string) => ({ method: 'get' as const, path, tags: ['orders'], summary, ...userOnly });

/** The caller's orders (all 🔒): counts by status, a page of orders newest first, one order. */
export function ordersRoutes({ db }: OrdersDeps) {
  return createRouter()
    .openapi(
      createRoute({ ...route('/get-orders-count', "The caller's orders counted by the statuses asked (all three when none)"), request: { query: CountsQuery }, responses: jsonResponses('Counts', answerOf(CountsSchema), [400, 401]) }),
      async (c) => {
        const asked = c.req.valid('query').status;
        const statuses = asked === undefined ? ORDER_STATUSES : [...new Set(Array.isArray(asked) ? asked : [asked])];
        return c.json(ok(OK_MESSAGE, await countOrders(db, callerId(c), statuses)), 200);
      },
    )
    .openapi(
      createRoute({ ...route('/get-orders', "A page of the caller's orders, newest first"), request: { query: OrdersQuery }, responses: jsonResponses('Orders', pagedEnvelopeOf(OrderSchema), [400, 401]) }),
      async (c) => {
        const { status, page, limit } = c.req.valid('query');
        const { orders, total } = await listOrders(db, callerId(c), status, page, limit);
        return c.json(pagedEnvelope(c, orders, { total, page, limit }), 200);
      },
    )
    .openapi(
      createRoute({ ...route('/get-order/{id}', 'One of the caller\'s orders, with its travellers and payments'), request: { params: OrderIdParam }, responses: jsonResponses('The order', answerOf(OrderSchema), [401, 404]) }),
      async (c) => c.json(ok(OK_MESSAGE, await loadOrder(db, callerId(c), c.req.valid('param').id)), 200),
    );
}

