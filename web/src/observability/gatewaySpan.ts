import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';

const tracer = trace.getTracer('@pilgrim/web');

/**
 * A gateway call as a client span (`GET /graphql`, `POST /graphql`) whose W3C `traceparent` is set on `headers`,
 * so the gateway's spans are its children within the page request's trace (Next's server span `GET /route`).
 * No URL or variables are recorded: a query's variables may be personal. Without OTEL_EXPORTER_OTLP_ENDPOINT
 * the span is a no-op and no header is set.
 */
export async function withGatewaySpan(method: string, headers: Headers, call: () => Promise<Response>): Promise<Response> {
  const span = tracer.startSpan(`${method} /graphql`, { kind: SpanKind.CLIENT, attributes: { 'http.request.method': method } });
  propagation.inject(trace.setSpan(context.active(), span), headers, { set: (carrier, key, value) => carrier.set(key, value) });
  try {
    const response = await call();
    span.setAttribute('http.response.status_code', response.status);
    if (response.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    return response;
  } catch (error) {
    span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
    throw error;
  } finally {
    span.end();
  }
}
