import { createRoute, z } from '@hono/zod-openapi';
import { envelope, envelopeOf, jsonResponses, pagedEnvelope, pagedEnvelopeOf } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { ObjectIdSchema } from '../http/query-params.ts';
import { createRouter } from '../http/router.ts';
import { collectionBySlug, collectionsByIds, pageCollections } from './collection-queries.ts';
import { setContentTags } from './cache-tags.ts';
import type { ContentDeps } from './deps.ts';
import { batchPage, bySlugQuery, idsQuery, inOrderOf, listMode, pagingQuery } from './list-query.ts';
import { CollectionCardSchema } from './schemas.ts';

/** `/collections`: a page (optionally those holding a package), a batch by id, or one with its package cards. */
export function collectionRoutes({ db, cards }: ContentDeps) {
  const detailSchema = CollectionCardSchema.extend({ bodyHtml: z.string(), packages: z.array(cards.schema) }).openapi('CollectionDetail');
  const route = createRoute({
    method: 'get',
    path: '/collections',
    tags: ['collections'],
    summary: 'A page of collections, a batch by id, or one collection by slug with its package cards',
    description:
      'Three modes: `page`/`limit` (optionally `packageId`: the collections holding that package); `id[]` (1..100); or `filterby=slug&query=<slug>`, answering `CollectionDetail` (404 if unknown).',
    request: {
      query: z.object({
        ...pagingQuery(),
        ...idsQuery,
        ...bySlugQuery,
        packageId: ObjectIdSchema.optional().openapi({ param: { name: 'packageId', in: 'query' } }),
      }),
    },
    responses: jsonResponses('A page of collections, or one collection', z.union([pagedEnvelopeOf(CollectionCardSchema), envelopeOf(detailSchema)]), [400, 401, 404]),
  });

  return createRouter().openapi(route, async (c) => {
    const query = c.req.valid('query');
    const mode = listMode(query, query.packageId !== undefined);
    // Every card counts its packages on sale: the catalogue's status.
    setContentTags(c, []);
    if (mode.kind === 'slug') {
      const found = await collectionBySlug(db, mode.slug);
      if (!found) throw notFound('Collection');
      const packages = await cards.load(db, found.packageIds);
      setContentTags(c, found.packageIds);
      return c.json(envelope({ ...found.card, bodyHtml: found.bodyHtml, packages }), 200);
    }
    if (mode.kind === 'ids') {
      const items = inOrderOf(mode.ids, await collectionsByIds(db, mode.ids));
      return c.json(pagedEnvelope(c, items, batchPage(items.length)), 200);
    }
    const { items, total } = await pageCollections(db, query, mode);
    return c.json(pagedEnvelope(c, items, { total, page: mode.page, limit: mode.limit }), 200);
  });
}
