import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { envelope, envelopeOf, jsonResponses } from './envelope.ts';
import { createRouter } from './router.ts';

const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  tags: ['health'],
  summary: 'Liveness and database reachability (open, no token needed)',
  security: [],
  responses: jsonResponses('The service is up', envelopeOf(z.object({ status: z.literal('ok'), database: z.string() })), [500]),
});

export function healthRoutes({ db, driver }: { db: Db; driver: string }) {
  return createRouter().openapi(healthRoute, async (c) => {
    await db.execute(sql`select 1`);
    return c.json(envelope({ status: 'ok' as const, database: driver }), 200);
  });
}
