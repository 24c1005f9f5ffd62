import { PGlite } from '@electric-sql/pglite';
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import pg from 'pg';
import type { ApiMetrics, PoolLike } from './metrics.ts';

const tracer = trace.getTracer('@pilgrim/api');
const PATCHED = Symbol.for('pilgrim.api.db-instrumented');
type Query = (this: unknown, ...args: unknown[]) => unknown;

function timed(original: Query, driver: string, metrics: ApiMetrics): Query {
  return function (this: unknown, ...args: unknown[]) {
    // Callback style (the pool's own call of `Client#query`) is left alone: its promise-style caller is timed.
    if (typeof args[args.length - 1] === 'function') return original.apply(this, args);
    const span = tracer.startSpan(`${driver} query`, { kind: SpanKind.CLIENT, attributes: { 'db.system.name': 'postgresql' } });
    const done = metrics.queries.startTimer({ driver });
    const end = (outcome: 'ok' | 'error'): void => {
      done({ outcome });
      if (outcome === 'error') span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    };
    const result = original.apply(this, args) as Promise<unknown>;
    if (!(result instanceof Promise)) return (end('ok'), result);
    return result.then(
      (value) => (end('ok'), value),
      (error: unknown) => {
        end('error');
        throw error;
      },
    );
  };
}

/**
 * Database metrics and spans without touching `db/`: the drivers' query methods are wrapped once per process
 * (PGlite's `query`/`exec`, node-postgres' `Pool#query` and `Client#query`), and every `pg.Pool` made afterwards
 * is registered for `api_db_pool_connections`. The SQL text is never recorded (it may carry personal data in
 * literals). A span starts where the query is issued, so it is a child of the request's span: `Pool#query` runs
 * its `Client#query` from the pool's callbacks (another request's context when it waited for a connection), so
 * that call, callback style, is not wrapped again.
 */
export function instrumentDatabaseDrivers(metrics: ApiMetrics): void {
  const registry = globalThis as { [PATCHED]?: boolean };
  if (registry[PATCHED]) return;
  registry[PATCHED] = true;
  for (const name of ['query', 'exec'] as const) {
    const proto = PGlite.prototype as unknown as Record<string, Query>;
    proto[name] = timed(proto[name] as Query, 'pglite', metrics);
  }
  for (const proto of [pg.Client.prototype, pg.Pool.prototype] as unknown as Record<string, Query>[]) {
    proto.query = timed(proto.query as Query, 'postgres', metrics);
  }
  const OriginalPool = pg.Pool;
  pg.Pool = class CountedPool extends OriginalPool {
    constructor(...args: ConstructorParameters<typeof OriginalPool>) {
      super(...args);
      metrics.pools.add(this as unknown as PoolLike);
    }
  } as typeof pg.Pool;
}
