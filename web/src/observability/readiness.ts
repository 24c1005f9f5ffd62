import { isDraining } from './lifecycle';

const READY_TIMEOUT_MS = 2_000;

/** Ready while no shutdown began and the gateway's liveness route (`/health` beside `GATEWAY_URL`) answers. */
export async function readiness(graphqlUrl: string, fetcher: typeof fetch = fetch): Promise<{ status: number; body: { status: string } }> {
  if (isDraining()) return { status: 503, body: { status: 'draining' } };
  try {
    const response = await fetcher(new URL('/health', graphqlUrl), { cache: 'no-store', signal: AbortSignal.timeout(READY_TIMEOUT_MS) });
    await response.body?.cancel();
    return response.ok ? { status: 200, body: { status: 'ready' } } : { status: 503, body: { status: 'gateway unavailable' } };
  } catch {
    return { status: 503, body: { status: 'gateway unavailable' } };
  }
}
