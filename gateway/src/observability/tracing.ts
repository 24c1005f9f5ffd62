import { context, propagation, ROOT_CONTEXT, SpanKind, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

/**
 * OpenTelemetry traces, off unless `OTEL_EXPORTER_OTLP_ENDPOINT` is set (then exported over OTLP/HTTP; the
 * exporter reads the standard `OTEL_*` variables). Off, `@opentelemetry/api` hands out no-op tracers: no cost.
 * Returns the provider (to flush on shutdown) or null.
 */
export function startTracing(serviceName: string, processor?: SpanProcessor): NodeTracerProvider | null {
  if (!processor && !process.env.OTEL_EXPORTER_OTLP_ENDPOINT) return null;
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': process.env.OTEL_SERVICE_NAME ?? serviceName }),
    spanProcessors: [processor ?? new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  return provider;
}

const tracer = trace.getTracer('@pilgrim/gateway');

/** The HTTP server span of each request, continuing the caller's `traceparent`; the handler runs inside it. */
export function tracedHandler(handler: RequestListener): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    const parent = propagation.extract(ROOT_CONTEXT, req.headers);
    const path = (req.url ?? '/').split('?')[0];
    const span = tracer.startSpan(`${req.method} ${path}`, { kind: SpanKind.SERVER, attributes: { 'http.request.method': req.method, 'url.path': path } }, parent);
    res.once('close', () => {
      span.setAttribute('http.response.status_code', res.statusCode);
      span.end();
    });
    context.with(trace.setSpan(parent, span), () => handler(req, res));
  };
}
