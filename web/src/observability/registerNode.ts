import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { markDraining } from './lifecycle';
import { requestKind, webMetrics } from './metrics';
import { startTracing } from './tracing';

/**
 * The Node server's observability, from `instrumentation.ts`: every HTTP request timed through Node's
 * `http.server.*` diagnostics channels (Next offers no response hook), traces when `OTEL_EXPORTER_OTLP_ENDPOINT`
 * is set, and readiness turned off on SIGTERM while Next's own handler drains the server.
 */
export function registerNodeObservability(): void {
  const metrics = webMetrics();
  const started = new WeakMap<ServerResponse, bigint>();
  subscribe('http.server.request.start', (message) => {
    started.set((message as { response: ServerResponse }).response, process.hrtime.bigint());
  });
  subscribe('http.server.response.finish', (message) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
    const start = started.get(response);
    if (start === undefined) return;
    const kind = requestKind((request.url ?? '/').split('?')[0] ?? '/');
    metrics.requests.observe({ kind, status: String(response.statusCode) }, Number(process.hrtime.bigint() - start) / 1e9);
  });
  // Next's own fetch spans are named by the whole URL (a GET query's variables, maybe personal): the gateway
  // calls have spans of their own (gatewaySpan.ts). Read by Next at each fetch; set it to '0' to keep them.
  process.env.NEXT_OTEL_FETCH_DISABLED ??= '1';
  startTracing('web');
  process.once('SIGTERM', markDraining);
}
