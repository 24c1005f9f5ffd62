import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Logger } from 'pino';
import type { GatewayMetrics } from './metrics.ts';

type Seen = { startedAt: bigint; operation: string };

const tracer = trace.getTracer('@pilgrim/gateway');

/**
 * Per request: its duration by operation name and status (metrics), one JSON access line carrying the request id
 * (never headers or variables), and a `graphql.execute` span per operation (a no-op unless tracing is on).
 */
export function useRequestTelemetry(options: {
  metrics: GatewayMetrics;
  log: Logger;
  idOf: (request: Request) => string;
}) {
  const seen = new WeakMap<Request, Seen>();
  // The access line holds only the fields below, none of them a header: it skips the logger's redaction walk.
  const access = options.log.child({}, { redact: { paths: [] } });
  const plugin: Plugin<{ request: Request }> = {
    onRequest({ request }) {
      seen.set(request, { startedAt: process.hrtime.bigint(), operation: 'none' });
    },
    onExecute({ args }) {
      const operation = getOperationAST(args.document, args.operationName)?.name?.value ?? 'anonymous';
      const entry = seen.get(args.contextValue.request);
      if (entry) entry.operation = operation;
      const span = tracer.startSpan(`graphql.execute ${operation}`, { kind: SpanKind.INTERNAL, attributes: { 'graphql.operation.name': operation } });
      return {
        onExecuteDone({ result }) {
          if ('errors' in result && result.errors?.length) span.setStatus({ code: SpanStatusCode.ERROR });
          span.end();
        },
      };
    },
    onResponse({ request, response }) {
      const entry = seen.get(request);
      if (!entry) return;
      const seconds = Number(process.hrtime.bigint() - entry.startedAt) / 1e9;
      const status = String(response.status);
      options.metrics.requests.observe({ operation: entry.operation, status }, seconds);
      const path = new URL(request.url).pathname;
      if (path === '/metrics' || path === '/health' || path === '/ready') return;
      access.info(
        { requestId: options.idOf(request), method: request.method, path, operation: entry.operation, status: response.status, durationMs: Math.round(seconds * 1000) },
        'request',
      );
    },
  };
  return {
    plugin,
    /** A plugin hands Yoga a copy of the request: its timing and operation follow it. */
    carry: (original: Request, copy: Request): void => {
      const entry = seen.get(original);
      if (entry) seen.set(copy, entry);
    },
  };
}
