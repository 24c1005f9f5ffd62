import { createRoute, z } from '@hono/zod-openapi';
import { envelope, envelopeOf, jsonResponses } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { createRouter } from '../http/router.ts';
import {
  activeSubCategories,
  findCategoryBySlug,
  listCategories,
  loadMenu,
  packageStats,
  toCategorySummary,
} from './category-queries.ts';
import type { CatalogueDeps } from './deps.ts';
import { booleanFlag, listOf, repeatableIds, repeatableSlugs } from './query-params.ts';
import { CategoryStatSchema, CategorySummarySchema, MenuCategorySchema, SlugSchema } from './schemas.ts';

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
    .openapi(menuRoute, async (c) => c.json(envelope(await loadMenu(db)), 200))
    .openapi(statRoute, async (c) => {
      const category = await findCategoryBySlug(db, c.req.valid('param').slug);
      if (!category) throw notFound('Category');
      const subCategories = await activeSubCategories(db, category.id);
      const stats = await packageStats(db, [category.id, ...subCategories.map((sub) => sub.id)]);
      return c.json(envelope({ ...toCategorySummary(category), subCategory: subCategories.map(toCategorySummary), ...stats }), 200);
    })
    .openapi(listRoute, async (c) => {
      const query = c.req.valid('query');
      const categories = await listCategories(db, {
        status: query.status,
        isPopular: query.isPopular,
        ids: listOf('id[]', query['id[]'], query.id),
        slugs: listOf('slug[]', query['slug[]'], query.slug),
      });
      return c.json(envelope(categories), 200);
    });
}
