/**
 * Issue 15 observability over real processes: a stack of its own (api + gateway, and a `next start` of the one
 * web build over them) exporting traces to a local OTLP receiver, its JSON log lines read from the processes' output.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startOtlpReceiver, type ReceivedSpan } from '../support/otlp-receiver.ts';
import { startStack, type StartedStack } from '../support/stack-processes.ts';
import { startWeb, type WebInstance } from '../support/web-instances.ts';

let stack: StartedStack;
let web: WebInstance;
let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
const tracing = (endpoint: string) => ({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_BSP_SCHEDULE_DELAY: '50' });
const WEB_METRICS_TOKEN = `contract-${process.pid}-web-metrics-token`;
/** The api's query spans, named by its driver. */
const querySpanName = process.env.CONTRACT_DATABASE_URL ? 'postgres query' : 'pglite query';

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  // The api's response cache off, and no freshness for the gateway's upstream cache (each use revalidates): the
  // web's menu and this file's menu query both reach the api and its database.
  const apiEnv = { ...tracing(receiver.endpoint), API_CACHE: 'off', API_SHARED_MAX_AGE_SECONDS: '0' };
  stack = await startStack({ countingProxy: false, apiEnv, gatewayEnv: tracing(receiver.endpoint) });
  web = await startWeb('web-observed', stack.urls, { ...tracing(receiver.endpoint), METRICS_TOKEN: WEB_METRICS_TOKEN });
});
afterAll(async () => {
  await web?.stop();
  await stack?.stop();
  await receiver?.close();
});

/** Whether `span` descends from `ancestor` within the spans received so far. */
function descendsFrom(span: ReceivedSpan | undefined, ancestor: ReceivedSpan | undefined): boolean {
  const byId = new Map(receiver.spans.filter((each) => each.traceId === span?.traceId).map((each) => [each.spanId, each]));
  for (let parent = byId.get(span?.parentSpanId ?? ''); parent; parent = byId.get(parent.parentSpanId)) {
    if (parent.spanId === ancestor?.spanId) return true;
  }
  return false;
}

const menuQuery = (headers: Record<string, string>) =>
  fetch(stack.urls.gatewayUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: 'query ObservedMenu { menu { slug } }' }),
  });

const logLines = (name: 'api' | 'gateway') =>
  stack
    .output(name)
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

// First: the api's response cache is still cold, so the request reaches the database.
describe('traces over OTLP', () => {
  it('link the caller\'s span, the gateway\'s request, execution and REST call, and the api\'s request and queries', async () => {
    const traceId = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
    await menuQuery({ traceparent: `00-${traceId}-1111111111111111-01`, 'x-request-id': 'obs-trace' });
    await vi.waitFor(
      () => {
        const spans = receiver.spans.filter((span) => span.traceId === traceId);
        const gatewayServer = spans.find((span) => span.service === 'gateway' && span.name === 'POST /graphql');
        const restCall = spans.find((span) => span.service === 'gateway' && span.name === 'GET /categorymenu');
        const apiServer = spans.find((span) => span.service === 'api' && span.name === 'GET /api/v1/categorymenu');
        expect(gatewayServer?.parentSpanId).toBe('1111111111111111');
        expect(spans.some((span) => span.name === 'graphql.execute ObservedMenu')).toBe(true);
        expect(restCall?.parentSpanId).toBe(gatewayServer?.spanId);
        expect(apiServer?.parentSpanId).toBe(restCall?.spanId);
        // The queries (PGlite's, or node-postgres' pool queries) are children of the api's request span.
        expect(spans.some((span) => span.service === 'api' && span.name === querySpanName && span.parentSpanId === apiServer?.spanId)).toBe(true);
      },
      { timeout: 10_000 },
    );
  });
});

describe('a page request of the web', () => {
  it('starts the trace: the web\'s server span, its gateway call, the api\'s request and its queries, and /metrics counts it', async () => {
    // Signed out, /profile renders per request; the layout's menu is a gateway call during the render.
    const response = await fetch(`${web.origin}/profile`, { redirect: 'manual', signal: AbortSignal.timeout(15_000) });
    expect(response.status).toBe(200);
    await vi.waitFor(
      () => {
        const webServer = receiver.spans.find((span) => span.service === 'web' && span.name === 'GET /profile');
        const spans = receiver.spans.filter((span) => span.traceId === webServer?.traceId);
        // The trace starts at the web: Next's request span (`GET`), with the script-policy proxy (src/proxy.ts, run
        // for /profile) and the route's span under it.
        const root = spans.find((span) => span.parentSpanId === '');
        expect(root?.service).toBe('web');
        expect(descendsFrom(webServer, root)).toBe(true);
        expect(spans.some((span) => span.service === 'web' && span.name === 'middleware GET' && descendsFrom(span, root))).toBe(true);
        const webCall = spans.find((span) => span.service === 'web' && span.name === 'GET /graphql');
        const gatewayServer = spans.find((span) => span.service === 'gateway' && span.name === 'GET /graphql');
        const restCall = spans.find((span) => span.service === 'gateway' && span.name === 'GET /categorymenu');
        const apiServer = spans.find((span) => span.service === 'api' && span.name === 'GET /api/v1/categorymenu');
        expect(descendsFrom(webCall, webServer)).toBe(true);
        expect(gatewayServer?.parentSpanId).toBe(webCall?.spanId);
        // Next's own fetch spans (named by the URL, a query's variables in it) are off.
        expect(spans.filter((span) => span.name.startsWith('fetch '))).toEqual([]);
        expect(descendsFrom(restCall, gatewayServer)).toBe(true);
        expect(apiServer?.parentSpanId).toBe(restCall?.spanId);
        expect(spans.some((span) => span.service === 'api' && span.name === querySpanName && span.parentSpanId === apiServer?.spanId)).toBe(true);
      },
      { timeout: 10_000 },
    );
    const metrics = await (await fetch(`${web.origin}/metrics`, { headers: { authorization: `Bearer ${WEB_METRICS_TOKEN}` } })).text();
    expect(metrics).toMatch(/web_http_request_duration_seconds_count\{[^}]*kind="page"[^}]*status="200"[^}]*\} [1-9]/);
  });
});

describe('one request id from the caller through the gateway to the api', () => {
  it('appears in the gateway\'s and the api\'s JSON lines of one operation', async () => {
    const requestId = `obs-${Date.now()}`;
    const response = await menuQuery({ 'x-request-id': requestId, authorization: 'Bearer not-a-real-user-token' });
    expect(response.headers.get('x-request-id')).toBe(requestId);
    await vi.waitFor(() => {
      expect(logLines('gateway')).toContainEqual(expect.objectContaining({ service: 'gateway', requestId, operation: 'ObservedMenu' }));
      expect(logLines('api')).toContainEqual(expect.objectContaining({ service: 'api', requestId, route: '/api/v1/categorymenu' }));
    });
    expect(`${stack.output('gateway')}\n${stack.output('api')}`).not.toContain('not-a-real-user-token');
    expect(`${stack.output('gateway')}\n${stack.output('api')}`).not.toContain(stack.urls.apiToken);
  });
});

describe('/metrics and /ready over HTTP', () => {
  it('serve loopback scrapers and the gateway is ready while its api answers', async () => {
    const gatewayOrigin = new URL(stack.urls.gatewayUrl).origin;
    const gatewayMetrics = await (await fetch(`${gatewayOrigin}/metrics`)).text();
    expect(gatewayMetrics).toMatch(/gateway_upstream_request_duration_seconds_count\{[^}]*route="\/categorymenu"[^}]*\} \d+/);
    const apiMetrics = await (await fetch(`${stack.urls.apiOrigin}/metrics`)).text();
    expect(apiMetrics).toMatch(/api_http_request_duration_seconds_count\{[^}]*route="\/api\/v1\/categorymenu"[^}]*\} \d+/);
    expect((await fetch(`${gatewayOrigin}/ready`)).status).toBe(200);
  });
});
