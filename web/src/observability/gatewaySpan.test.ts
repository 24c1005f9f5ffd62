import { context, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { afterAll, describe, expect, it } from 'vitest';
import { withGatewaySpan } from './gatewaySpan';
import { startTracing } from './tracing';

const exporter = new InMemorySpanExporter();
const tracing = startTracing('web', new SimpleSpanProcessor(exporter));
afterAll(() => tracing?.shutdown());

describe('a gateway call of a page render', () => {
  it('is a client span under the render\'s span whose traceparent goes to the gateway', async () => {
    const render = trace.getTracer('test').startSpan('GET /profile');
    const headers = new Headers();
    await context.with(trace.setSpan(context.active(), render), () => withGatewaySpan('GET', headers, async () => new Response('{}', { status: 200 })));
    render.end();
    const call = exporter.getFinishedSpans().find((span) => span.name === 'GET /graphql');
    expect(call?.parentSpanContext?.spanId).toBe(render.spanContext().spanId);
    expect(headers.get('traceparent')).toBe(`00-${render.spanContext().traceId}-${call?.spanContext().spanId}-01`);
    expect(call?.attributes).toEqual({ 'http.request.method': 'GET', 'http.response.status_code': 200 });
  });
});
