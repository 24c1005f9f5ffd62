import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createGateway } from '../server.ts';
import { fakeCatalogueUpstream } from '../testing/fake-catalogue.ts';
import { TEST_CONFIG } from '../testing/gateway.ts';
import { standardCatalogue } from '../testing/standard-catalogue.ts';
import { createJsonLogger } from './logger.ts';

function capturedLines() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>));
      done();
    },
  });
  return { lines, stream };
}

describe('JSON logs', () => {
  it('writes one line per request with its request id, operation and status, never the token', async () => {
    const { lines, stream } = capturedLines();
    const upstream = fakeCatalogueUpstream(standardCatalogue());
    const yoga = createGateway({ config: TEST_CONFIG, fetch: upstream.fetch, logging: createJsonLogger('info', stream) });
    await yoga.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'req-log-1', authorization: 'Bearer secret-user-token' },
      body: JSON.stringify({ query: 'query LoggedMenu { menu { slug } }' }),
    });
    expect(lines).toContainEqual(expect.objectContaining({ service: 'gateway', msg: 'request', requestId: 'req-log-1', operation: 'LoggedMenu', status: 200 }));
    expect(JSON.stringify(lines)).not.toContain('secret-user-token');
    expect(upstream.calls[0]?.requestId).toBe('req-log-1');
  });

  it('redacts credentials wherever a header object is logged', () => {
    const { lines, stream } = capturedLines();
    createJsonLogger('info', stream).info({ headers: { authorization: 'Bearer x', 'x-proxy-key': 'k', accept: '*/*' } }, 'headers');
    expect(lines[0]?.headers).toEqual({ authorization: '[redacted]', 'x-proxy-key': '[redacted]', accept: '*/*' });
  });
});
