import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { metricsAllowed } from './metrics-access.ts';
import type { ApiMetrics } from './metrics.ts';

/** `GET /metrics`: Prometheus text for `METRICS_TOKEN`'s bearer, or loopback callers while it is unset (else 404). */
export function metricsRoute(metrics: ApiMetrics, token: string | undefined) {
  return new Hono().get('/metrics', async (c) => {
    let peer: string | undefined;
    try {
      peer = getConnInfo(c).remote.address;
    } catch {
      peer = undefined; // not served by node:http (app.request in tests)
    }
    if (!metricsAllowed(token, c.req.header('authorization'), peer)) return c.json({ status: 404, message: 'Not found' }, 404);
    return c.body(await metrics.registry.metrics(), 200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' });
  });
}
