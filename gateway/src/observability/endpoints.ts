import type { Plugin } from 'graphql-yoga';
import { peerAddressOf, type NodeServerContext } from '../trust/peer-address.ts';
import type { FetchFunction } from '../rest/http.ts';
import { metricsAllowed } from './metrics-access.ts';
import type { GatewayMetrics } from './metrics.ts';

export const METRICS_PATH = '/metrics';
export const READY_PATH = '/ready';
const READY_TIMEOUT_MS = 2_000;

/** Set by a shutdown: readiness answers 503 from then on, so balancers stop sending new requests. */
export type Lifecycle = { draining: boolean };

export type EndpointOptions = {
  metrics: GatewayMetrics;
  metricsToken: string | undefined;
  lifecycle: Lifecycle;
  /** The api's open health route, `${API_BASE_URL}/health`. */
  upstreamHealthUrl: string;
  fetch: FetchFunction;
  /** With Redis (`REDIS_URL`): true while it answers and the change feed is subscribed; readiness fails otherwise. */
  redisReady?: (() => Promise<boolean>) | undefined;
};

const json = (status: number, body: object): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });

async function upstreamAnswers(options: EndpointOptions): Promise<boolean> {
  try {
    const response = await options.fetch(options.upstreamHealthUrl, { method: 'GET', signal: AbortSignal.timeout(READY_TIMEOUT_MS) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * `GET /ready` (200 while the api's health route answers, Redis too when configured, and no shutdown began, else 503) and `GET /metrics`
 * (Prometheus text, see `metrics-access.ts`). Liveness is Yoga's own `GET /health`.
 */
export function useOperationsEndpoints(options: EndpointOptions): Plugin {
  async function ready(): Promise<Response> {
    if (options.lifecycle.draining) return json(503, { status: 'draining' });
    const [upstream, redis] = await Promise.all([upstreamAnswers(options), options.redisReady?.() ?? true]);
    if (!redis) return json(503, { status: 'redis unavailable' });
    return upstream ? json(200, { status: 'ready' }) : json(503, { status: 'upstream unavailable' });
  }
  async function metrics(request: Request, serverContext: NodeServerContext): Promise<Response> {
    if (!metricsAllowed(options.metricsToken, request.headers.get('authorization'), peerAddressOf(serverContext))) return json(404, { status: 404 });
    return new Response(await options.metrics.registry.metrics(), { headers: { 'content-type': options.metrics.registry.contentType } });
  }
  return {
    onRequest({ request, url, endResponse, serverContext }) {
      if (request.url.includes(READY_PATH) && url.pathname === READY_PATH) return ready().then(endResponse);
      if (request.url.includes(METRICS_PATH) && url.pathname === METRICS_PATH) return metrics(request, serverContext as NodeServerContext).then(endResponse);
    },
  };
}
