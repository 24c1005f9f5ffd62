import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

const SECONDS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Connection pools whose use `api_db_pool_connections` reports (filled by `db-instrumentation.ts`). */
export type PoolLike = { totalCount: number; idleCount: number; waitingCount: number };

function createApiMetrics() {
  const registry = new Registry();
  registry.setDefaultLabels({ service: 'api' });
  collectDefaultMetrics({ register: registry });
  const pools = new Set<PoolLike>();
  const sum = (pick: (pool: PoolLike) => number): number => [...pools].reduce((total, pool) => total + pick(pool), 0);
  return {
    registry,
    pools,
    requests: new Histogram({
      name: 'api_http_request_duration_seconds',
      help: 'HTTP requests by method, matched route and status',
      labelNames: ['method', 'route', 'status'],
      buckets: SECONDS,
      registers: [registry],
    }),
    queries: new Histogram({
      name: 'api_db_query_duration_seconds',
      help: 'Database queries by driver (pglite, postgres) and outcome (ok, error)',
      labelNames: ['driver', 'outcome'],
      buckets: SECONDS,
      registers: [registry],
    }),
    poolConnections: new Gauge({
      name: 'api_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting: queued requests for one); none on PGlite',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, sum((pool) => pool.totalCount));
        this.set({ state: 'idle' }, sum((pool) => pool.idleCount));
        this.set({ state: 'waiting' }, sum((pool) => pool.waitingCount));
      },
    }),
  };
}

export type ApiMetrics = ReturnType<typeof createApiMetrics>;

let metrics: ApiMetrics | undefined;

/** The process's one set of api metrics (`GET /metrics`): database drivers are patched once per process too. */
export function apiMetrics(): ApiMetrics {
  metrics ??= createApiMetrics();
  return metrics;
}
