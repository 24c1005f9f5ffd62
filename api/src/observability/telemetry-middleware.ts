import { context, propagation, ROOT_CONTEXT, SpanKind, trace } from '@opentelemetry/api';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Logger } from 'pino';
import type { ApiMetrics } from './metrics.ts';

const tracer = trace.getTracer('@pilgrim/api');
const QUIET = new Set(['/metrics', '/api/v1/health']);

/**
 * Per request: a server span continuing the caller's `traceparent` (no-op unless tracing is on), its duration by
 * method, matched route and status, and one JSON access line with hono's request id (the caller's valid
 * `x-request-id`, else a UUID). Headers, queries and bodies are never logged.
 */
export function telemetryMiddleware(metrics: ApiMetrics, log: Logger): MiddlewareHandler {
  // The access line holds only the fields below, none of them a header: it skips the logger's redaction walk.
  const access = log.child({}, { redact: { paths: [] } });
  return async (c, next) => {
    const startedAt = process.hrtime.bigint();
    const parent = propagation.extract(ROOT_CONTEXT, Object.fromEntries(c.req.raw.headers));
    const span = tracer.startSpan(`${c.req.method} ${c.req.path}`, { kind: SpanKind.SERVER, attributes: { 'http.request.method': c.req.method } }, parent);
    try {
      await context.with(trace.setSpan(parent, span), next);
    } finally {
      // The route the request matched, also when a middleware (the response cache) answered it.
      const route = routePath(c, -1);
      const status = c.res.status;
      const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
      metrics.requests.observe({ method: c.req.method, route, status: String(status) }, seconds);
      span.setAttributes({ 'http.route': route, 'http.response.status_code': status });
      span.updateName(`${c.req.method} ${route}`);
      span.end();
      if (!QUIET.has(c.req.path)) {
        access.info({ requestId: c.get('requestId'), method: c.req.method, route, status, durationMs: Math.round(seconds * 1000) }, 'request');
      }
    }
  };
}
