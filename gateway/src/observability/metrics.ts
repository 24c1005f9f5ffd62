import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The gateway's Prometheus metrics (`GET /metrics`, README "Operations"): one registry per gateway, so tests
 * that build several gateways never share counts. Default process metrics include `nodejs_eventloop_lag_seconds`.
 */
export function createGatewayMetrics() {
  const registry = new Registry();
  registry.setDefaultLabels({ service: 'gateway' });
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    requests: new Histogram({
      name: 'gateway_http_request_duration_seconds',
      help: 'HTTP requests by GraphQL operation name (none: no operation ran) and status',
      labelNames: ['operation', 'status'],
      buckets: SECONDS,
      registers: [registry],
    }),
    upstream: new Histogram({
      name: 'gateway_upstream_request_duration_seconds',
      help: 'REST calls to the api by method, route (ids replaced by :id) and status (error: no answer)',
      labelNames: ['method', 'route', 'status'],
      buckets: SECONDS,
      registers: [registry],
    }),
    cacheLookups: new Counter({
      name: 'gateway_response_cache_lookups_total',
      help: 'Response cache look-ups by result (hit, miss): the hit ratio is hit / (hit + miss)',
      labelNames: ['result'],
      registers: [registry],
    }),
    nodeAnswers: new Counter({
      name: 'gateway_response_cache_node_answers_total',
      help: "Hits answered in Node's request listener, before the Fetch API adapter (a share of the hits)",
      registers: [registry],
    }),
  };
}

export type GatewayMetrics = ReturnType<typeof createGatewayMetrics>;
