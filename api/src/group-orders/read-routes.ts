import { createRoute } from '@hono/zod-openapi';
import { ok } from '../http/answers.ts';
import { jsonResponses, OK_MESSAGE, pagedEnvelope, pagedEnvelopeOf } from '../http/envelope.ts';
import { createRouter } from '../http/router.ts';
import { callerId, userOnly } from '../http/user-routes.ts';
import type { GroupOrdersDeps } from './deps.ts';
import { claimShares } from './members.ts';
import { getByIdRoute } from './route-support.ts';
import { GroupOrderSchema, GroupOrdersQuery, ShareCartSchema } from './schemas.ts';
import { shareCartOf } from './share-cart.ts';
import { answerGroupOrders, findOwnShare, findVisibleGroupOrder, listGroupOrders } from './store.ts';

const listRoute = createRoute({
  method: 'get',
  path: '/get-group-orders',
  tags: ['group-orders'],
  summary: "A page of the caller's group orders (as organiser or member), newest first, each with its shares",
  ...userOnly,
  request: { query: GroupOrdersQuery },
  responses: jsonResponses('Group orders', pagedEnvelopeOf(GroupOrderSchema), [400, 401]),
});
const oneRoute = getByIdRoute('/get-group-order/{id}', 'One group order the caller organises or holds a share of, with every share and who has paid', GroupOrderSchema);
const cartRoute = getByIdRoute('/group-order-passenger/get-cart/{id}', "The caller's own share of the group order `{id}`, priced as a cart", ShareCartSchema);

/** The reads (all 🔒); each first gives the caller the shares named by their mobile or e-mail. */
export function readRoutes({ db, pricing }: GroupOrdersDeps) {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const userId = callerId(c);
      const { page, limit } = c.req.valid('query');
      await claimShares(db, userId);
      const { groups, total } = await listGroupOrders(db, userId, page, limit);
      return c.json(pagedEnvelope(c, await answerGroupOrders(db, groups, userId, pricing), { total, page, limit }), 200);
    })
    .openapi(oneRoute, async (c) => {
      const userId = callerId(c);
      await claimShares(db, userId);
      const group = await findVisibleGroupOrder(db, userId, c.req.valid('param').id);
      const [answer] = await answerGroupOrders(db, [group], userId, pricing);
      return c.json(ok(OK_MESSAGE, answer!), 200);
    })
    .openapi(cartRoute, async (c) => {
      const userId = callerId(c);
      await claimShares(db, userId);
      const { share, group } = await findOwnShare(db, userId, c.req.valid('param').id);
      return c.json(ok(OK_MESSAGE, await shareCartOf(db, share, group, pricing)), 200);
    });
}
