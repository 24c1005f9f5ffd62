import { createRoute, z } from '@hono/zod-openapi';
import { envelope, envelopeOf, jsonResponses, pagedEnvelope, pagedEnvelopeOf } from '../http/envelope.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { limitParam, listOf, pageParam, repeatableIds, requiredSlugs, SlugSchema, slugBatchQuery } from '../http/query-params.ts';
import { createRouter } from '../http/router.ts';
import { listTags, packageTag, setCacheTags } from '../http-cache/tags.ts';
import { activeSubCategories, findCategoryBySlug } from './category-queries.ts';
import type { CatalogueDeps } from './deps.ts';
import { loadPackageCards, loadPackageDetails } from './package-cards.ts';
import { pagePackageIds, pickerList } from './package-queries.ts';
import { PackageCardSchema, PackageDetailSchema, PickerItemSchema } from './schemas.ts';

const detailRoute = createRoute({
  method: 'get',
  path: '/package-data/{slug}',
  tags: ['packages'],
  summary: 'A package with its overview, highlights, itinerary, inclusions and exclusions',
  request: { params: z.object({ slug: SlugSchema.openapi({ param: { name: 'slug', in: 'path' } }) }) },
  responses: jsonResponses('The package', envelopeOf(PackageDetailSchema), [400, 401, 404]),
});

const detailBatchRoute = createRoute({
  method: 'get',
  path: '/package-data',
  tags: ['packages'],
  summary: 'The details of many packages by slug, each shaped like /package-data/{slug}',
  description: 'Batch by `slug[]` (1 to 100 slugs); unknown slugs are omitted, the others answer in the order asked.',
  request: { query: slugBatchQuery },
  responses: jsonResponses('The packages', envelopeOf(z.array(PackageDetailSchema)), [400, 401]),
});

const listRoute = createRoute({
  method: 'get',
  path: '/packages',
  tags: ['packages'],
  summary: 'A page of package cards of a category (with its sub-categories), or a batch by id',
  description:
    'With `category`: paged cards in a stable order (sortOrder, then title). With `id[]`: the cards of those ids (missing ids omitted), all in one page. With neither: a page of all packages.',
  request: {
    query: z.object({
      category: SlugSchema.optional().openapi({ param: { name: 'category', in: 'query' } }),
      page: pageParam,
      limit: limitParam,
      'id[]': repeatableIds('id[]'),
      id: repeatableIds('id'),
    }),
  },
  responses: jsonResponses('The packages', pagedEnvelopeOf(PackageCardSchema), [400, 401, 404]),
});

const pickerRoute = createRoute({
  method: 'get',
  path: '/package/picker-list',
  tags: ['packages'],
  summary: 'Every bookable package for the enquiry picker',
  responses: jsonResponses('The picker items', envelopeOf(z.array(PickerItemSchema))),
});

export function packageRoutes({ db }: CatalogueDeps) {
  return createRouter()
    .openapi(detailRoute, async (c) => {
      const [detail] = await loadPackageDetails(db, [c.req.valid('param').slug]);
      if (!detail) throw notFound('Package');
      setCacheTags(c, [packageTag(detail._id)]);
      return c.json(envelope(detail), 200);
    })
    .openapi(detailBatchRoute, async (c) => {
      const details = await loadPackageDetails(db, requiredSlugs(c.req.valid('query')));
      setCacheTags(c, listTags(details.map((detail) => detail._id)));
      return c.json(envelope(details), 200);
    })
    .openapi(listRoute, async (c) => {
      const query = c.req.valid('query');
      const ids = listOf('id[]', query['id[]'], query.id);
      if (ids.length > 0) {
        if (query.category !== undefined) throw new ApiError(400, "Invalid query: give either 'category' or 'id[]', not both");
        const cards = await loadPackageCards(db, ids);
        setCacheTags(c, listTags(cards.map((card) => card._id)));
        return c.json(pagedEnvelope(c, cards, { total: cards.length, page: 1, limit: Math.max(cards.length, 1) }), 200);
      }
      let categoryIds: string[] | null = null;
      if (query.category !== undefined) {
        const category = await findCategoryBySlug(db, query.category);
        if (!category) throw notFound('Category');
        categoryIds = [category.id, ...(await activeSubCategories(db, category.id)).map((sub) => sub.id)];
      }
      const page = await pagePackageIds(db, categoryIds, { page: query.page, limit: query.limit });
      const cards = await loadPackageCards(db, page.ids);
      setCacheTags(c, listTags(page.ids));
      return c.json(pagedEnvelope(c, cards, { total: page.total, page: query.page, limit: query.limit }), 200);
    })
    .openapi(pickerRoute, async (c) => {
      const items = await pickerList(db);
      setCacheTags(c, listTags(items.map((item) => item.ID)));
      return c.json(envelope(items), 200);
    });
}
