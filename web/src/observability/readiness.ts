import { isDraining } from './lifecycle';

const READY_TIMEOUT_MS = 2_000;

type Readiness = { status: number; body: { status: string } };

async function gatewayAnswers(graphqlUrl: string, fetcher: typeof fetch): Promise<boolean> {
  try {
    const response = await fetcher(new URL('/health', graphqlUrl), { cache: 'no-store', signal: AbortSignal.timeout(READY_TIMEOUT_MS) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Ready while no shutdown began, the gateway's liveness route (`/health` beside `GATEWAY_URL`) answers and,
 * when the web uses Redis (`REDIS_URL`), `redisAnswers` says Redis does.
 */
export async function readiness(graphqlUrl: string, fetcher: typeof fetch = fetch, redisAnswers?: () => Promise<boolean>): Promise<Readiness> {
  if (isDraining()) return { status: 503, body: { status: 'draining' } };
  const [gateway, redis] = await Promise.all([gatewayAnswers(graphqlUrl, fetcher), redisAnswers ? redisAnswers() : true]);
  if (!gateway) return { status: 503, body: { status: 'gateway unavailable' } };
  if (!redis) return { status: 503, body: { status: 'redis unavailable' } };
  return { status: 200, body: { status: 'ready' } };
}
