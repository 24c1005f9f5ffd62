import { createRoute, z } from '@hono/zod-openapi';
import { envelope, envelopeOf, jsonResponses, pagedEnvelope, pagedEnvelopeOf } from '../http/envelope.ts';
import { createRouter } from '../http/router.ts';
import { setContentTags } from './cache-tags.ts';
import type { ContentDeps } from './deps.ts';
import { pagingQuery } from './list-query.ts';
import { kmyPackageIds, pageNotices } from './page-queries.ts';
import { NoticeSchema } from './schemas.ts';

const noticesRoute = createRoute({
  method: 'get',
  path: '/noticeboard-site',
  tags: ['pages'],
  summary: 'The current notices (published, not expired), newest first',
  request: { query: z.object({ ...pagingQuery() }) },
  responses: jsonResponses('The notices', pagedEnvelopeOf(NoticeSchema), [400, 401]),
});

/** `/noticeboard-site` and `/package/kmy-resiger-package-list` (spec §7, its spellings). */
export function noticeAndKmyRoutes({ db, now, cards }: ContentDeps) {
  const kmyPackagesRoute = createRoute({
    method: 'get',
    path: '/package/kmy-resiger-package-list',
    tags: ['pages'],
    summary: 'The packages a KMY registration can be for (the Kailash Mansarovar category, not the registration package), in catalogue order',
    responses: jsonResponses('The packages', envelopeOf(z.array(cards.schema))),
  });
  return createRouter()
    .openapi(noticesRoute, async (c) => {
      const { page, limit } = c.req.valid('query');
      const { items, total } = await pageNotices(db, now(), { page, limit });
      return c.json(pagedEnvelope(c, items, { total, page, limit }), 200);
    })
    .openapi(kmyPackagesRoute, async (c) => {
      const ids = await kmyPackageIds(db);
      setContentTags(c, ids);
      return c.json(envelope(await cards.load(db, ids)), 200);
    });
}
