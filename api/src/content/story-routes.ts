import { createRoute, z } from '@hono/zod-openapi';
import { envelope, envelopeOf, jsonResponses, pagedEnvelope, pagedEnvelopeOf } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { createRouter } from '../http/router.ts';
import { setContentTags } from './cache-tags.ts';
import type { ContentDeps } from './deps.ts';
import { batchPage, idsQuery, inOrderOf, listMode, pagingQuery, requiredSlugQuery } from './list-query.ts';
import { WebStoryDetailSchema, WebStorySchema } from './schemas.ts';
import { pageStories, storiesByIds, storyBySlug } from './story-queries.ts';

/** Spec §9: web stories are listed page 1, limit 8. */
export const STORY_PAGE_SIZE = 8;

const listRoute = createRoute({
  method: 'get',
  path: '/webstory-list',
  tags: ['web stories'],
  summary: 'A page of web stories with their slides (default limit 8), or a batch by id',
  request: { query: z.object({ ...pagingQuery(STORY_PAGE_SIZE), ...idsQuery }) },
  responses: jsonResponses('The stories', pagedEnvelopeOf(WebStorySchema), [400, 401]),
});

const oneRoute = createRoute({
  method: 'get',
  path: '/webstory',
  tags: ['web stories'],
  summary: 'One web story by slug, with its slides and the slugs of the stories before and after it',
  request: { query: requiredSlugQuery },
  responses: jsonResponses('The story', envelopeOf(WebStoryDetailSchema), [400, 401, 404]),
});

/** `/webstory-list` (spec §7) and `/webstory?filterby=slug&query=`. */
export function storyRoutes({ db }: ContentDeps) {
  return createRouter()
    .openapi(listRoute, async (c) => {
      setContentTags(c);
      const mode = listMode(c.req.valid('query'), false);
      if (mode.kind === 'ids') {
        const items = inOrderOf(mode.ids, await storiesByIds(db, mode.ids));
        return c.json(pagedEnvelope(c, items, batchPage(items.length)), 200);
      }
      if (mode.kind === 'slug') throw new Error('unreachable: /webstory-list takes no slug');
      const { items, total } = await pageStories(db, mode);
      return c.json(pagedEnvelope(c, items, { total, page: mode.page, limit: mode.limit }), 200);
    })
    .openapi(oneRoute, async (c) => {
      const story = await storyBySlug(db, c.req.valid('query').query);
      if (!story) throw notFound('Web story');
      setContentTags(c);
      return c.json(envelope(story), 200);
    });
}
