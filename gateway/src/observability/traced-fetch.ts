import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { FetchFunction } from '../rest/http.ts';
import type { GatewayMetrics } from './metrics.ts';
import { upstreamRoute } from './upstream-route.ts';

const tracer = trace.getTracer('@pilgrim/gateway');

/**
 * Every REST call timed by route and status (metrics) and, with tracing on, a client span whose W3C
 * `traceparent` goes upstream so the api's spans join the operation's trace.
 */
export function tracedFetch(fetch: FetchFunction, metrics: GatewayMetrics): FetchFunction {
  return async (url, init) => {
    const method = init.method ?? 'GET';
    const route = upstreamRoute(url);
    const span = tracer.startSpan(`${method} ${route}`, { kind: SpanKind.CLIENT, attributes: { 'http.request.method': method, 'url.full': url.split('?')[0] } });
    const headers = { ...(init.headers as Record<string, string> | undefined) };
    propagation.inject(trace.setSpan(context.active(), span), headers);
    const timer = metrics.upstream.startTimer({ method, route });
    try {
      const response = await fetch(url, { ...init, headers });
      timer({ status: String(response.status) });
      span.setAttribute('http.response.status_code', response.status);
      if (response.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      return response;
    } catch (error) {
      timer({ status: 'error' });
      span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
      throw error;
    } finally {
      span.end();
    }
  };
}
