import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '../db/client.ts';
import { envelope, envelopeOf, jsonResponses } from '../http/envelope.ts';
import { ApiError } from '../http/errors.ts';
import { listOf, repeatableIds } from '../http/query-params.ts';
import { createRouter } from '../http/router.ts';
import { setContentTags } from './cache-tags.ts';
import { contentItemsByIds } from './content-queries.ts';
import { ContentItemSchema } from './content-schemas.ts';

export type ContentDeps = { db: Db };

const contentRoute = createRoute({
  method: 'get',
  path: '/content',
  tags: ['content'],
  summary: 'Blogs, news and collections by id (missing ids omitted)',
  request: { query: z.object({ 'id[]': repeatableIds('id[]'), id: repeatableIds('id') }) },
  responses: jsonResponses('The items', envelopeOf(z.array(ContentItemSchema)), [400, 401]),
});

export function contentRoutes({ db }: ContentDeps) {
  return createRouter().openapi(contentRoute, async (c) => {
    const query = c.req.valid('query');
    const ids = listOf('id[]', query['id[]'], query.id);
    if (ids.length === 0) throw new ApiError(400, "Invalid query parameter 'id[]': at least one id is required");
    setContentTags(c);
    return c.json(envelope(await contentItemsByIds(db, ids)), 200);
  });
}
