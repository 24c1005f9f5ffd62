import 'server-only';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function createWebMetrics() {
  const registry = new Registry();
  registry.setDefaultLabels({ service: 'web' });
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    requests: new Histogram({
      name: 'web_http_request_duration_seconds',
      help: 'HTTP requests by kind (page, graphql, static, image, api) and status',
      labelNames: ['kind', 'status'],
      buckets: SECONDS,
      registers: [registry],
    }),
    gateway: new Histogram({
      name: 'web_gateway_request_duration_seconds',
      help: 'Calls to the gateway (server renders and the /api/graphql proxy) by status (error: no answer)',
      labelNames: ['status'],
      buckets: SECONDS,
      registers: [registry],
    }),
  };
}

export type WebMetrics = ReturnType<typeof createWebMetrics>;

const KEY = Symbol.for('pilgrim.web.metrics');

/** One set per process: Next bundles instrumentation and route handlers apart, so it lives on `globalThis`. */
export function webMetrics(): WebMetrics {
  const holder = globalThis as { [KEY]?: WebMetrics };
  holder[KEY] ??= createWebMetrics();
  return holder[KEY];
}

/** A request path as a low-cardinality label. */
export function requestKind(path: string): string {
  if (path.startsWith('/api/graphql')) return 'graphql';
  if (path.startsWith('/_next/static') || path.startsWith('/fonts/')) return 'static';
  if (path.startsWith('/_next/image') || path.startsWith('/media/')) return 'image';
  if (path.startsWith('/api/') || path === '/metrics') return 'api';
  return 'page';
}
