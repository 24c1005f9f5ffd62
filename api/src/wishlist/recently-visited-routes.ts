import { createRoute, z } from '@hono/zod-openapi';
import { jsonResponses, pagedEnvelope, pagedEnvelopeOf } from '../http/envelope.ts';
import { pageParam } from '../http/query-params.ts';
import { jsonBody } from '../http/request-body.ts';
import { createRouter } from '../http/router.ts';
import type { WishlistDeps } from './deps.ts';
import { recordRecentlyVisited } from './recently-visited-store.ts';
import { MAX_RECENTLY_VISITED, RecentlyVisitBody } from './schemas.ts';

const recentLimitParam = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(MAX_RECENTLY_VISITED, `must be at most ${MAX_RECENTLY_VISITED}`)
  .default(MAX_RECENTLY_VISITED)
  .openapi({ param: { name: 'limit', in: 'query' }, example: MAX_RECENTLY_VISITED });

/**
 * `POST /package/recently-visit`. With the public token: the cards of the ids of the client's store, oldest
 * first, nothing stored. With a user token the ids are first merged into the user's stored list (visited now,
 * the newest 8 kept) and the answer is that merged list, so the list follows the user across browsers.
 */
export function recentlyVisitedRoutes<Card>(deps: WishlistDeps<Card>) {
  const route = createRoute({
    method: 'post',
    path: '/package/recently-visit',
    tags: ['wishlist'],
    summary: 'The packages of `packagesids` as cards, in the order given (unknown ids skipped), a page of at most 8',
    description:
      "With a user token the ids are merged into the user's stored list first (as visited now; the newest 8 kept) " +
      'and the answer is the merged list, oldest first. The public token stores nothing.',
    request: { query: z.object({ page: pageParam, limit: recentLimitParam }), ...jsonBody(RecentlyVisitBody) },
    responses: jsonResponses('The packages', pagedEnvelopeOf(deps.cards.schema), [400, 401]),
  });
  return createRouter().openapi(route, async (c) => {
    const { page, limit } = c.req.valid('query');
    const given = c.req.valid('json').packagesids;
    const principal = c.get('principal');
    const ids = principal?.kind === 'user' ? await recordRecentlyVisited(deps.db, principal.userId, given, deps.now()) : given;
    const cards = await deps.cards.load(deps.db, ids);
    const slice = cards.slice((page - 1) * limit, page * limit);
    return c.json(pagedEnvelope(c, slice, { total: cards.length, page, limit }), 200);
  });
}
