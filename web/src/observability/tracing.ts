import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

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
