import { createRoute, z } from '@hono/zod-openapi';
import { answerOf, ok } from '../http/answers.ts';
import { jsonResponses, OK_MESSAGE } from '../http/envelope.ts';
import { ObjectIdSchema } from '../http/query-params.ts';
import { createRouter } from '../http/router.ts';
import { callerId, userOnly } from '../http/user-routes.ts';
import type { PaymentsDeps } from './deps.ts';
import { findOwnPayment } from './store.ts';

const PaymentIdParam = z.object({ id: ObjectIdSchema.openapi({ param: { name: 'id', in: 'path' } }) });

/** `GET /payment/{id}` 🔒: one of the caller's payments (404 for another user's or an unknown id). */
export function getPaymentRoute(deps: PaymentsDeps) {
  const route = createRoute({
    method: 'get',
    path: '/payment/{id}',
    tags: ['payments'],
    summary: "One of the caller's payments",
    ...userOnly,
    request: { params: PaymentIdParam },
    responses: jsonResponses('The payment', answerOf(deps.orders.schemas.payment), [401, 404]),
  });
  return createRouter().openapi(route, async (c) => {
    const payment = await findOwnPayment(deps.db, callerId(c), c.req.valid('param').id);
    return c.json(ok(OK_MESSAGE, deps.orders.toPayment(payment)), 200);
  });
}
