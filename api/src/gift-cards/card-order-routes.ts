import { createRoute } from '@hono/zod-openapi';
import { answerOf, ok } from '../http/answers.ts';
import { jsonResponses, OK_MESSAGE } from '../http/envelope.ts';
import { createRouter } from '../http/router.ts';
import { callerId, userOnly } from '../http/user-routes.ts';
import type { GiftCardsDeps } from './deps.ts';
import { CardIdParam, GiftCardSchema, UserOrdersSchema } from './schemas.ts';
import { cardsOf, findCardOf } from './store.ts';

const listRoute = createRoute({
  method: 'get',
  path: '/card-order/get-user-order',
  tags: ['gift-cards'],
  summary: 'The gift cards the caller bought (`sent`) and the paid ones sent to their confirmed e-mail (`received`), newest first',
  ...userOnly,
  responses: jsonResponses('The cards', answerOf(UserOrdersSchema), [401]),
});

const oneRoute = createRoute({
  method: 'get',
  path: '/card-order/{id}',
  tags: ['gift-cards'],
  summary: 'One gift card the caller bought or received (404 otherwise)',
  ...userOnly,
  request: { params: CardIdParam },
  responses: jsonResponses('The card', answerOf(GiftCardSchema), [401, 404]),
});

/** The caller's gift cards (🔒). */
export function cardOrderRoutes({ db }: GiftCardsDeps) {
  return createRouter()
    .openapi(listRoute, async (c) => c.json(ok(OK_MESSAGE, await cardsOf(db, callerId(c))), 200))
    .openapi(oneRoute, async (c) => c.json(ok(OK_MESSAGE, await findCardOf(db, callerId(c), c.req.valid('param').id)), 200));
}
