import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Logger } from 'pino';
import type { GatewayMetrics } from './metrics.ts';

type Seen = { startedAt: bigint; operation: string };

/** One answered request, as the metrics and the access line see it. */
export interface AnsweredRequest {
  requestId: string;
  method: string;
  path: string;
  /** The operation that ran; `none` when none did (a cached answer, an early refusal). */
  operation: string;
  status: number;
  startedAt: bigint;
}

const UNLOGGED_PATHS = new Set(['/metrics', '/health', '/ready']);

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
  const record = ({ requestId, method, path, operation, status, startedAt }: AnsweredRequest): void => {
    const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
    options.metrics.requests.observe({ operation, status: String(status) }, seconds);
    if (UNLOGGED_PATHS.has(path)) return;
    access.info({ requestId, method, path, operation, status, durationMs: Math.round(seconds * 1000) }, 'request');
  };
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
      const { method, url } = request;
      const path = new URL(url).pathname;
      record({ requestId: options.idOf(request), method, path, operation: entry.operation, status: response.status, startedAt: entry.startedAt });
    },
  };
  return {
    plugin,
    /** Records a request answered outside Yoga (`cache/node-fast-path.ts`) as the plugin records the others. */
    record,
    /** A plugin hands Yoga a copy of the request: its timing and operation follow it. */
    carry: (original: Request, copy: Request): void => {
      const entry = seen.get(original);
      if (entry) seen.set(copy, entry);
    },
  };
}
