import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '../db/client.ts';
import { answerOf, ok } from '../http/answers.ts';
import { jsonResponses, OK_MESSAGE } from '../http/envelope.ts';
import { createRouter } from '../http/router.ts';
import { UpcomingQuery, ZoomSessionSchema } from './schemas.ts';
import { listUpcomingSessions, toZoomSessionAnswer } from './store.ts';

export type UpcomingDeps = { db: Db; now: () => Date };

const upcomingRoute = createRoute({
  method: 'get',
  path: '/zoommeeting/upcoming',
  tags: ['zoom sessions'],
  summary: 'The Zoom sessions that have not started, soonest first, with the places left (never the join link)',
  request: { query: UpcomingQuery },
  responses: jsonResponses('The sessions', answerOf(z.array(ZoomSessionSchema)), [400, 401]),
});

/** `GET /zoommeeting/upcoming?limit=3` (the public token is enough). */
export function upcomingRoutes({ db, now }: UpcomingDeps) {
  return createRouter().openapi(upcomingRoute, async (c) => {
    const { limit } = c.req.valid('query');
    const rows = await listUpcomingSessions(db, now(), limit);
    return c.json(ok(OK_MESSAGE, rows.map(toZoomSessionAnswer)), 200);
  });
}
