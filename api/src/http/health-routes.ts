import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { redisAnswers, type RedisPing } from '../redis/ping.ts';
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

const liveRoute = createRoute({
  method: 'get',
  path: '/health/live',
  tags: ['health'],
  summary: 'Liveness: the process answers (no database call; open)',
  security: [],
  responses: jsonResponses('The process is up', envelopeOf(z.object({ status: z.literal('ok') })), []),
});

const Readiness = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['up', 'down']),
  /** Only with REDIS_URL set. */
  redis: z.enum(['up', 'down']).optional(),
  draining: z.boolean(),
});
const readyRoute = createRoute({
  method: 'get',
  path: '/health/ready',
  tags: ['health'],
  summary: 'Readiness: 200 while the database (and Redis, when configured) answers and the api is not shutting down, else 503 (open)',
  security: [],
  responses: {
    200: { description: 'Ready for traffic', content: { 'application/json': { schema: envelopeOf(Readiness) } } },
    503: { description: 'The database or Redis is unreachable, or the api is draining', content: { 'application/json': { schema: envelopeOf(Readiness) } } },
  },
});

/** `draining` turns true when shutdown starts: the load balancer stops sending while in-flight requests finish. */
export type Readiness = { draining: boolean };

/** How long readiness waits for `select 1` (and Redis' PING) before it calls the database (Redis) down. */
export const READY_CHECK_MS = 2_000;

async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), READY_CHECK_MS)));
  const check = db.execute(sql`select 1`).then(() => true, () => false);
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

type HealthDeps = { db: Db; driver: string; readiness?: Readiness; redis?: RedisPing | undefined };

export function healthRoutes({ db, driver, readiness = { draining: false }, redis }: HealthDeps) {
  return createRouter()
    .openapi(healthRoute, async (c) => {
      await db.execute(sql`select 1`);
      return c.json(envelope({ status: 'ok' as const, database: driver }), 200);
    })
    .openapi(liveRoute, (c) => c.json(envelope({ status: 'ok' as const }), 200))
    .openapi(readyRoute, async (c) => {
      const [database, cache] = readiness.draining
        ? [true, true]
        : await Promise.all([databaseAnswers(db), redis ? redisAnswers(redis, READY_CHECK_MS) : true]);
      const up = !readiness.draining && database && cache;
      const state = (answers: boolean) => (answers ? ('up' as const) : ('down' as const));
      const body = { status: up ? ('ready' as const) : ('unavailable' as const), database: state(database), ...(redis ? { redis: state(cache) } : {}), draining: readiness.draining };
      return up ? c.json(envelope(body), 200) : c.json({ status: 503, message: 'Service unavailable', data: body }, 503);
    });
}
