import { createRoute, z } from '@hono/zod-openapi';
import { envelope, envelopeOf, jsonResponses } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { booleanFlag, listOf, repeatableIds, repeatableSlugs, requiredSlugs, SlugSchema, slugBatchQuery } from '../http/query-params.ts';
import { createRouter } from '../http/router.ts';
import { CATALOGUE_TAG, listTags, setCacheTags } from '../http-cache/tags.ts';
import { listCategories, loadCategoryStats, loadMenu } from './category-queries.ts';
import type { CatalogueDeps } from './deps.ts';
import { CategoryStatSchema, CategorySummarySchema, MenuCategorySchema } from './schemas.ts';

const menuRoute = createRoute({
  method: 'get',
  path: '/categorymenu',
  tags: ['categories'],
  summary: 'Top-level categories in menu order, each with sub-categories and up to 8 packages',
  responses: jsonResponses('The menu', envelopeOf(z.array(MenuCategorySchema))),
});

const statRoute = createRoute({
  method: 'get',
  path: '/get-category-stat-by-slug/{slug}',
  tags: ['categories'],
  summary: 'A category with its sub-categories, package count and lowest selling price',
  request: { params: z.object({ slug: SlugSchema.openapi({ param: { name: 'slug', in: 'path' } }) }) },
  responses: jsonResponses('The category', envelopeOf(CategoryStatSchema), [400, 401, 404]),
});

const statBatchRoute = createRoute({
  method: 'get',
  path: '/category-stats',
  tags: ['categories'],
  summary: 'The stats of many categories by slug, each shaped like /get-category-stat-by-slug/{slug}',
  description: 'Batch by `slug[]` (1 to 100 slugs); unknown slugs are omitted, the others answer in the order asked.',
  request: { query: slugBatchQuery },
  responses: jsonResponses('The categories', envelopeOf(z.array(CategoryStatSchema)), [400, 401]),
});

const listRoute = createRoute({
  method: 'get',
  path: '/categorylist',
  tags: ['categories'],
  summary: 'Categories filtered by the flags given, or batched by id or slug',
  request: {
    query: z.object({
      status: booleanFlag('status'),
      isPopular: booleanFlag('isPopular'),
      'id[]': repeatableIds('id[]'),
      id: repeatableIds('id'),
      'slug[]': repeatableSlugs('slug[]'),
      slug: repeatableSlugs('slug'),
    }),
  },
  responses: jsonResponses('The categories', envelopeOf(z.array(CategorySummarySchema)), [400, 401]),
});

export function categoryRoutes({ db }: CatalogueDeps) {
  return createRouter()
    .openapi(menuRoute, async (c) => {
      const menu = await loadMenu(db);
      setCacheTags(c, listTags(menu.flatMap((top) => top.packages.map((item) => item._id))));
      return c.json(envelope(menu), 200);
    })
    // Counts and lowest prices of a category: any catalogue change may move them.
    .openapi(statRoute, async (c) => {
      const [stat] = await loadCategoryStats(db, [c.req.valid('param').slug]);
      if (!stat) throw notFound('Category');
      setCacheTags(c, [CATALOGUE_TAG]);
      return c.json(envelope(stat), 200);
    })
    .openapi(statBatchRoute, async (c) => {
      const stats = await loadCategoryStats(db, requiredSlugs(c.req.valid('query')));
      setCacheTags(c, [CATALOGUE_TAG]);
      return c.json(envelope(stats), 200);
    })
    .openapi(listRoute, async (c) => {
      const query = c.req.valid('query');
      const categories = await listCategories(db, {
        status: query.status,
        isPopular: query.isPopular,
        ids: listOf('id[]', query['id[]'], query.id),
        slugs: listOf('slug[]', query['slug[]'], query.slug),
      });
      setCacheTags(c, [CATALOGUE_TAG]);
      return c.json(envelope(categories), 200);
    });
}
