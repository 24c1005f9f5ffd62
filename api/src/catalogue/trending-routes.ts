import { createRoute, z } from '@hono/zod-openapi';
import { inArray } from 'drizzle-orm';
import { trendingLists } from '../db/schema/catalogue.ts';
import { envelope, envelopeOf, jsonResponses } from '../http/envelope.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { listOf, repeatable } from '../http/query-params.ts';
import { createRouter } from '../http/router.ts';
import { listTags, setCacheTags } from '../http-cache/tags.ts';
import { categorySummariesByIds } from './category-queries.ts';
import type { CatalogueDeps } from './deps.ts';
import { loadPackageCards } from './package-cards.ts';
import { CategorySummarySchema, PackageCardSchema } from './schemas.ts';

const TrendingIdSchema = z.enum(['trending-packages', 'trending-destinations'], {
  error: "must be 'trending-packages' or 'trending-destinations'",
});

const TrendingEntrySchema = z
  .union([z.object({ packages: z.array(PackageCardSchema) }), z.object({ categories: z.array(CategorySummarySchema) })])
  .openapi('TrendingEntry');

const trendingRoute = createRoute({
  method: 'get',
  path: '/get-trending-data',
  tags: ['trending'],
  summary: 'Trending packages and destinations, in the order of the ids asked',
  request: { query: z.object({ 'id[]': repeatable(TrendingIdSchema, 'id[]'), id: repeatable(TrendingIdSchema, 'id') }) },
  responses: jsonResponses('One entry per id asked', envelopeOf(z.array(TrendingEntrySchema)), [400, 401, 404]),
});

export function trendingRoutes({ db }: CatalogueDeps) {
  return createRouter().openapi(trendingRoute, async (c) => {
    const query = c.req.valid('query');
    const ids = listOf('id[]', query['id[]'], query.id);
    if (ids.length === 0) throw new ApiError(400, "Invalid query parameter 'id[]': at least one trending list id is required");
    const lists = await db.select().from(trendingLists).where(inArray(trendingLists.id, ids));
    const byId = new Map(lists.map((list) => [list.id, list]));
    const entries = await Promise.all(
      ids.map(async (id) => {
        const list = byId.get(id);
        if (!list) throw notFound(`Trending list '${id}'`);
        return list.kind === 'packages'
          ? { packages: await loadPackageCards(db, list.itemIds) }
          : { categories: await categorySummariesByIds(db, list.itemIds) };
      }),
    );
    setCacheTags(c, listTags(entries.flatMap((entry) => ('packages' in entry ? (entry.packages ?? []).map((card) => card._id) : []))));
    return c.json(envelope(entries), 200);
  });
}
