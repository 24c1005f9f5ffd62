import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { afterAll, describe, expect, it } from 'vitest';
import { createGateway } from '../server.ts';
import { fakeCatalogueUpstream } from '../testing/fake-catalogue.ts';
import { TEST_CONFIG } from '../testing/gateway.ts';
import { standardCatalogue } from '../testing/standard-catalogue.ts';
import { startTracing, tracedHandler } from './tracing.ts';

const exporter = new InMemorySpanExporter();
const provider = startTracing('gateway', new SimpleSpanProcessor(exporter));
afterAll(() => provider?.shutdown());

describe('traces', () => {
  it('is off without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
    expect(startTracing('gateway')).toBeNull();
  });

  it('continues the caller\'s trace through the operation to every REST call', async () => {
    const upstream = fakeCatalogueUpstream(standardCatalogue());
    const yoga = createGateway({ config: TEST_CONFIG, fetch: upstream.fetch, logging: false });
    const server = createServer(tracedHandler(yoga)).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
      body: JSON.stringify({ query: 'query TracedMenu { menu { slug } }' }),
    });
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const spans = exporter.getFinishedSpans();
    const serverSpan = spans.find((span) => span.name === 'POST /graphql');
    const execute = spans.find((span) => span.name === 'graphql.execute TracedMenu');
    const call = spans.find((span) => span.name === 'GET /categorymenu');
    expect(serverSpan?.spanContext().traceId).toBe(traceId);
    expect(serverSpan?.parentSpanContext?.spanId).toBe('00f067aa0ba902b7');
    expect(execute?.spanContext().traceId).toBe(traceId);
    expect(call?.parentSpanContext?.spanId).toBe(serverSpan?.spanContext().spanId);
    const sent = upstream.calls[0]?.headers.get('traceparent');
    expect(sent).toBe(`00-${traceId}-${call?.spanContext().spanId}-01`);
  });
});
