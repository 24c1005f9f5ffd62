import { describe, expect, it } from 'vitest';
import { createGateway } from '../server.ts';
import { fakeCatalogueUpstream } from '../testing/fake-catalogue.ts';
import { TEST_CONFIG } from '../testing/gateway.ts';
import { standardCatalogue } from '../testing/standard-catalogue.ts';
import { createGatewayMetrics } from './metrics.ts';

function gatewayWithMetrics(config: Partial<typeof TEST_CONFIG> = {}) {
  const metrics = createGatewayMetrics();
  const upstream = fakeCatalogueUpstream(standardCatalogue());
  const yoga = createGateway({ config: { ...TEST_CONFIG, ...config }, fetch: upstream.fetch, logging: false, retryDelayMs: 0, metrics });
  const query = (headers: Record<string, string> = {}) =>
    yoga.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query: 'query MenuForMetrics { menu { slug } }' }),
    });
  const scrape = (peer: string | undefined, headers: Record<string, string> = {}) =>
    yoga.fetch('http://gateway.test/metrics', { headers }, { req: { socket: { remoteAddress: peer } } });
  return { query, scrape };
}

describe('GET /metrics', () => {
  it('counts requests by operation, upstream calls by route and response cache hits and misses', async () => {
    const { query, scrape } = gatewayWithMetrics();
    await query();
    await query();
    const text = await (await scrape('127.0.0.1')).text();
    expect(text).toMatch(/gateway_http_request_duration_seconds_count\{service="gateway",operation="MenuForMetrics",status="200"\} [12]/);
    expect(text).toMatch(/gateway_upstream_request_duration_seconds_count\{service="gateway",method="GET",route="\/[^"]+",status="200"\} 1/);
    expect(text).toContain('gateway_response_cache_lookups_total{result="miss",service="gateway"} 1');
    expect(text).toContain('gateway_response_cache_lookups_total{result="hit",service="gateway"} 1');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('answers loopback callers only while METRICS_TOKEN is unset', async () => {
    const { scrape } = gatewayWithMetrics();
    expect((await scrape('::1')).status).toBe(200);
    expect((await scrape('::ffff:127.0.0.1')).status).toBe(200);
    expect((await scrape('10.0.0.7')).status).toBe(404);
  });

  it('answers only its bearer once METRICS_TOKEN is set, wherever the scraper is', async () => {
    const { scrape } = gatewayWithMetrics({ metricsToken: 'metrics-token-of-this-test' });
    expect((await scrape('10.0.0.7', { authorization: 'Bearer metrics-token-of-this-test' })).status).toBe(200);
    expect((await scrape('127.0.0.1')).status).toBe(404);
    expect((await scrape('127.0.0.1', { authorization: 'Bearer wrong' })).status).toBe(404);
  });
});
