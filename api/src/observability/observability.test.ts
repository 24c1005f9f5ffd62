import { Writable } from 'node:stream';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { afterAll, describe, expect, it } from 'vitest';
import { authHeaders, testAppPerFile } from '../test-support/test-app.ts';
import { createJsonLogger } from './logger.ts';
import { startTracing } from './tracing.ts';

const lines: Record<string, unknown>[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>));
    done();
  },
});
const METRICS_TOKEN = 'metrics-token-of-the-api-test';
const exporter = new InMemorySpanExporter();
const tracing = startTracing('api', new SimpleSpanProcessor(exporter));
afterAll(() => tracing?.shutdown());
const ctx = testAppPerFile({ observability: { log: createJsonLogger('info', stream), metricsToken: METRICS_TOKEN } });
const scrape = async () => (await ctx.app.request('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();

describe('GET /metrics', () => {
  it('reports requests by matched route, database queries, pool use and process metrics', async () => {
    expect((await ctx.app.request('/api/v1/categorymenu', { headers: authHeaders })).status).toBe(200);
    const text = await scrape();
    expect(text).toMatch(/api_http_request_duration_seconds_count\{service="api",method="GET",route="\/api\/v1\/categorymenu",status="200"\} \d+/);
    // The drivers' prototypes are wrapped, so the test's pool (made before the app) is timed too.
    expect(text).toMatch(new RegExp(`api_db_query_duration_seconds_count\\{service="api",driver="${ctx.database.driver}",outcome="ok"\\} \\d+`));
    expect(text).toContain('api_db_pool_connections{state="waiting",service="api"} 0');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('answers 404 without its token, wherever the scraper is, and the token over a socket', async () => {
    expect((await ctx.app.request('/metrics')).status).toBe(404);
    expect((await ctx.app.request('/metrics', { headers: { authorization: 'Bearer wrong-token-of-the-test' } })).status).toBe(404);
    const server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`;
    expect((await fetch(url, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(200);
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});

describe('request ids and access lines', () => {
  it('logs one JSON line per request with the caller\'s request id and never its token', async () => {
    await ctx.app.request('/api/v1/categorymenu', { headers: { ...authHeaders, 'x-request-id': 'req-api-1' } });
    expect(lines).toContainEqual(expect.objectContaining({ service: 'api', msg: 'request', requestId: 'req-api-1', route: '/api/v1/categorymenu', status: 200 }));
    expect(JSON.stringify(lines)).not.toContain(authHeaders.Authorization);
  });

  it('replaces an id outside [A-Za-z0-9_-]{1,128} by a UUID, echoed in the answer', async () => {
    const response = await ctx.app.request('/api/v1/categorymenu', { headers: { ...authHeaders, 'x-request-id': 'bad id\u0007' } });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('traces', () => {
  it(`continues the caller's trace with a server span and the database queries under it (${process.env.API_TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const traceId = '0af7651916cd43dd8448eb211c80319c';
    await ctx.app.request('/api/v1/health', { headers: { ...authHeaders, traceparent: `00-${traceId}-b7ad6b7169203331-01` } });
    const spans = exporter.getFinishedSpans().filter((span) => span.spanContext().traceId === traceId);
    const server = spans.find((span) => span.name === 'GET /api/v1/health');
    expect(server?.parentSpanContext?.spanId).toBe('b7ad6b7169203331');
    // node-postgres' pool queries too (`Pool#query` is wrapped where it is called, not in the pool's callbacks).
    const query = `${ctx.database.driver} query`;
    expect(spans.some((span) => span.name === query && span.parentSpanContext?.spanId === server?.spanContext().spanId)).toBe(true);
  });
});
