import { createRoute, z } from '@hono/zod-openapi';
import { jsonResponses, pagedEnvelope, pagedEnvelopeOf } from '../http/envelope.ts';
import { pageParam } from '../http/query-params.ts';
import { jsonBody } from '../http/request-body.ts';
import { createRouter } from '../http/router.ts';
import type { WishlistDeps } from './deps.ts';
import { MAX_RECENTLY_VISITED, RecentlyVisitBody } from './schemas.ts';

const recentLimitParam = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(MAX_RECENTLY_VISITED, `must be at most ${MAX_RECENTLY_VISITED}`)
  .default(MAX_RECENTLY_VISITED)
  .openapi({ param: { name: 'limit', in: 'query' }, example: MAX_RECENTLY_VISITED });

/**
 * `POST /package/recently-visit`: public catalogue data (the public token or a user token), so a visitor's
 * UI store and a signed-in user's get the same answer. The ids come from the client's store, oldest first.
 */
export function recentlyVisitedRoutes<Card>(deps: WishlistDeps<Card>) {
  const route = createRoute({
    method: 'post',
    path: '/package/recently-visit',
    tags: ['wishlist'],
    summary: 'The packages of `packagesids` as cards, in the order given (unknown ids skipped), a page of at most 8',
    request: { query: z.object({ page: pageParam, limit: recentLimitParam }), ...jsonBody(RecentlyVisitBody) },
    responses: jsonResponses('The packages', pagedEnvelopeOf(deps.cards.schema), [400, 401]),
  });
  return createRouter().openapi(route, async (c) => {
    const { page, limit } = c.req.valid('query');
    const cards = await deps.cards.load(deps.db, c.req.valid('json').packagesids);
    const slice = cards.slice((page - 1) * limit, page * limit);
    return c.json(pagedEnvelope(c, slice, { total: cards.length, page, limit }), 200);
  });
}
