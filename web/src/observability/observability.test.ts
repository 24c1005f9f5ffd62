import { describe, expect, it } from 'vitest';
import { markDraining } from './lifecycle';
import { metricsAllowed } from './metricsAccess';
import { requestKind, webMetrics } from './metrics';
import { readiness } from './readiness';
import { requestIdOf } from './requestId';

const answering = (status: number): typeof fetch => (async () => new Response('{}', { status })) as typeof fetch;
const failing: typeof fetch = async () => {
  throw new TypeError('fetch failed');
};

describe('request ids at the edge', () => {
  it('passes a valid id on and replaces anything else by a UUID', () => {
    expect(requestIdOf('req-1_A')).toBe('req-1_A');
    for (const bad of [null, '', 'a b', 'x'.repeat(129), 'id\r\nset-cookie: x']) expect(requestIdOf(bad)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('/metrics', () => {
  it('needs METRICS_TOKEN as a bearer; unset, nobody reads it', () => {
    expect(metricsAllowed('web-metrics-token', 'Bearer web-metrics-token')).toBe(true);
    expect(metricsAllowed('web-metrics-token', 'Bearer other')).toBe(false);
    expect(metricsAllowed(undefined, 'Bearer anything')).toBe(false);
  });

  it('labels requests by kind and reports gateway calls and process metrics', async () => {
    expect(['/api/graphql?documentId=x', '/_next/static/a.js', '/media/p.webp', '/api/ready', '/package/x'].map(requestKind)).toEqual(['graphql', 'static', 'image', 'api', 'page']);
    webMetrics().gateway.observe({ status: '200' }, 0.01);
    const text = await webMetrics().registry.metrics();
    expect(text).toMatch(/web_gateway_request_duration_seconds_count\{[^}]*status="200"[^}]*\} 1/);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });
});

describe('readiness', () => {
  it('is ready while the gateway answers and not while it fails', async () => {
    expect(await readiness('http://gw.test/graphql', answering(200))).toEqual({ status: 200, body: { status: 'ready' } });
    expect((await readiness('http://gw.test/graphql', answering(503))).status).toBe(503);
    expect(await readiness('http://gw.test/graphql', failing)).toEqual({ status: 503, body: { status: 'gateway unavailable' } });
  });

  it('is not ready while Redis, when used, does not answer', async () => {
    expect(await readiness('http://gw.test/graphql', answering(200), async () => true)).toEqual({ status: 200, body: { status: 'ready' } });
    expect(await readiness('http://gw.test/graphql', answering(200), async () => false)).toEqual({ status: 503, body: { status: 'redis unavailable' } });
  });

  it('is not ready once SIGTERM started the drain', async () => {
    markDraining();
    expect(await readiness('http://gw.test/graphql', answering(200))).toEqual({ status: 503, body: { status: 'draining' } });
  });
});
