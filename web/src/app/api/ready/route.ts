import { gatewayUrl } from '@/gateway/gatewayUrl';
import { readiness } from '@/observability/readiness';
import { sharedRedis } from '@/redis/redisClient';
import { redisReachable } from '@/redis/redisReachable';

export const dynamic = 'force-dynamic';

/** Whether Redis answers, when the web uses it (`REDIS_URL`); undefined without it. */
function redisCheck(): (() => Promise<boolean>) | undefined {
  const client = sharedRedis();
  return client === null ? undefined : async () => redisReachable(await client);
}

/** Readiness: 200 while the gateway (and Redis, when set) answers and no shutdown began, else 503. */
export async function GET(): Promise<Response> {
  const { status, body } = await readiness(gatewayUrl(), fetch, redisCheck());
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
}
