import { createRoute, z } from '@hono/zod-openapi';
import { envelope, envelopeOf, jsonResponses } from '../http/envelope.ts';
import { createRouter } from '../http/router.ts';
import { listTags, setCacheTags } from '../http-cache/tags.ts';
import type { CatalogueDeps } from './deps.ts';
import { MIN_SEARCH_LENGTH, searchCatalogue } from './search.ts';
import { SearchResultSchema } from './search-schemas.ts';

const searchRoute = createRoute({
  method: 'get',
  path: '/search/{query}',
  tags: ['search'],
  summary: 'Packages grouped by home category, blogs and news grouped by category, and collections',
  request: {
    params: z.object({
      query: z
        .string()
        .trim()
        .min(MIN_SEARCH_LENGTH, `must be at least ${MIN_SEARCH_LENGTH} characters`)
        .max(100, 'must be at most 100 characters')
        .openapi({ param: { name: 'query', in: 'path' }, example: 'kailash' }),
    }),
  },
  responses: jsonResponses('The grouped results', envelopeOf(SearchResultSchema), [400, 401]),
});

export function searchRoutes({ db }: CatalogueDeps) {
  return createRouter().openapi(searchRoute, async (c) => {
    const result = await searchCatalogue(db, c.req.valid('param').query);
    setCacheTags(c, listTags(result.packages.flatMap((group) => group.lists.map((item) => item._id))));
    return c.json(envelope(result), 200);
  });
}
