import { describe, expect, it } from 'vitest';
import { createGateway } from '../server.ts';
import { fakeUpstream, ok } from '../testing/fake-upstream.ts';
import { TEST_CONFIG } from '../testing/gateway.ts';

function gateway(upstreamUp: boolean, draining = false) {
  const upstream = fakeUpstream((url) => {
    if (!upstreamUp) throw new TypeError('fetch failed');
    return url.pathname === '/api/v1/health' ? ok({ status: 'ok' }) : undefined;
  });
  return createGateway({ config: TEST_CONFIG, fetch: upstream.fetch, logging: false, lifecycle: { draining } });
}

describe('liveness and readiness', () => {
  it('is live whatever the api does', async () => {
    expect((await gateway(false).fetch('http://gateway.test/health')).status).toBe(200);
  });

  it('is ready while the api answers its health route', async () => {
    const response = await gateway(true).fetch('http://gateway.test/ready');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready' });
  });

  it('is not ready while the api does not answer', async () => {
    const response = await gateway(false).fetch('http://gateway.test/ready');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'upstream unavailable' });
  });

  it('is not ready once a shutdown began', async () => {
    expect((await gateway(true, true).fetch('http://gateway.test/ready')).status).toBe(503);
  });
});
