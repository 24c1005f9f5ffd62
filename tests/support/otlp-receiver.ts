import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A span as an OTLP/HTTP JSON export carries it (ids in hex). */
export type ReceivedSpan = { service: string; name: string; traceId: string; spanId: string; parentSpanId: string };

type Export = {
  resourceSpans?: {
    resource?: { attributes?: { key: string; value: { stringValue?: string } }[] };
    scopeSpans?: { spans?: { name: string; traceId: string; spanId: string; parentSpanId?: string }[] }[];
  }[];
};

/** A local OTLP/HTTP receiver (`POST /v1/traces`, JSON) on a free loopback port, keeping every span it is sent. */
export async function startOtlpReceiver(): Promise<{ endpoint: string; spans: ReceivedSpan[]; close: () => Promise<void> }> {
  const spans: ReceivedSpan[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Export;
      for (const resource of body.resourceSpans ?? []) {
        const service = resource.resource?.attributes?.find((attribute) => attribute.key === 'service.name')?.value.stringValue ?? '';
        for (const scope of resource.scopeSpans ?? []) {
          for (const span of scope.spans ?? []) spans.push({ service, name: span.name, traceId: span.traceId, spanId: span.spanId, parentSpanId: span.parentSpanId ?? '' });
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { endpoint, spans, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
