import type { IncomingMessage } from 'node:http';
import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { fakeUpstream } from '../testing/fake-upstream.ts';
import { TEST_CONFIG, testGateway } from '../testing/gateway.ts';
import { createRequestRate, REQUEST_RATE_MESSAGE } from './request-rate.ts';

const setUp = () => testGateway(fakeUpstream(() => undefined).fetch, { requestRate: { anonymousPerMinute: 2, userPerMinute: 3 } }).yoga;
const fromPeer = (address: string) => ({ req: { socket: { remoteAddress: address } } });

const ask = (yoga: ReturnType<typeof setUp>, peer: string, headers: Record<string, string> = {}) =>
  yoga.fetch('http://gateway.test/graphql?query=%7B__typename%7D', { headers: { accept: 'application/graphql-response+json', ...headers } }, fromPeer(peer));

describe('request rate', () => {
  it('refuses anonymous traffic over its rate per client IP with a GraphQL-over-HTTP 429 and retry-after', async () => {
    const yoga = setUp();
    expect((await ask(yoga, '203.0.113.1')).status).toBe(200);
    expect((await ask(yoga, '203.0.113.1')).status).toBe(200);
    const refused = await ask(yoga, '203.0.113.1');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('content-type')).toMatch(/^application\/graphql-response\+json/);
    expect(await refused.json()).toEqual({ errors: [{ message: REQUEST_RATE_MESSAGE, extensions: { code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) } }] });
    expect((await ask(yoga, '203.0.113.2')).status, 'another client').toBe(200);
  });

  it("counts a trusted proxy's client IP, not the proxy's own address", async () => {
    const yoga = setUp();
    const viaWeb = (ip: string) => ask(yoga, '10.0.0.5', { 'x-client-ip': ip, 'x-proxy-key': TEST_CONFIG.gatewayProxyKey });
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) expect((await viaWeb(ip)).status).toBe(200);
    let n = 10;
    const forged = () => ask(yoga, '10.0.0.5', { 'x-client-ip': `198.51.100.${(n += 1)}`, 'x-proxy-key': 'guessed' });
    expect((await forged()).status).toBe(200);
    expect((await forged()).status).toBe(200);
    expect((await forged()).status, 'forged addresses: all counted as the peer').toBe(429);
  });

  it("does not count the web server's own renders (its proxy key without a browser's address): cached pages for everyone", async () => {
    const yoga = setUp();
    const render = () => ask(yoga, '10.0.0.5', { 'x-proxy-key': TEST_CONFIG.gatewayProxyKey });
    for (let n = 0; n < 5; n += 1) expect((await render()).status).toBe(200);
    const unkeyed = () => ask(yoga, '10.0.0.5', { 'x-proxy-key': 'guessed' });
    expect((await unkeyed()).status).toBe(200);
    expect((await unkeyed()).status).toBe(200);
    expect((await unkeyed()).status, 'without the real key it is the peer, counted').toBe(429);
  });

  it('keys signed-in traffic by its user token, whatever the address', async () => {
    const yoga = setUp();
    const asUser = (peer: string) => ask(yoga, peer, { authorization: 'Bearer token-of-asha' });
    for (const peer of ['203.0.113.7', '203.0.113.8', '203.0.113.9']) expect((await asUser(peer)).status).toBe(200);
    expect((await asUser('203.0.113.10')).status).toBe(429);
    expect((await ask(yoga, '203.0.113.10')).status, 'anonymous from that address still served').toBe(200);
  });

  it('counts a request the Node fast path counted once, also when Yoga answers it after all, and refuses a refused one', async () => {
    const gate = createRequestRate({ anonymousPerMinute: 2, userPerMinute: 2 }, TEST_CONFIG, '/graphql');
    const yoga = createYoga({ schema: createSchema({ typeDefs: 'type Query { ok: Boolean }' }), plugins: [gate.plugin], logging: false });
    const nodeRequest = () => ({ headers: {}, socket: { remoteAddress: '203.0.113.20' } }) as unknown as IncomingMessage;
    const handOn = (req: IncomingMessage) => yoga.fetch('http://gateway.test/graphql?query=%7Bok%7D', { headers: { accept: 'application/graphql-response+json' } }, { req });
    const first = nodeRequest();
    expect(await gate.admit(first)).toBe(true);
    expect((await handOn(first)).status, 'its answer was dropped meanwhile: Yoga answers it').toBe(200);
    expect(await gate.admit(nodeRequest()), 'the second of two, so the first was counted once').toBe(true);
    const third = nodeRequest();
    expect(await gate.admit(third)).toBe(false);
    const refused = await handOn(third);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ errors: [{ extensions: { code: 'RATE_LIMITED' } }] });
  });
});
