import { afterEach, expect, it, vi } from 'vitest';
import { INVALIDATE_PATH } from '../cache/invalidate-endpoint.ts';
import { createGateway } from '../server.ts';
import { fakeCatalogueUpstream } from '../testing/fake-catalogue.ts';
import { TEST_CONFIG } from '../testing/gateway.ts';
import { cuttableRelay, describeWithRedis, testKeyPrefix } from '../testing/redis.ts';
import { standardCatalogue } from '../testing/standard-catalogue.ts';
import { openRedis } from './client.ts';

const PAGE = 'query Page($slug: String!) { package(slug: $slug) { id title } }';
const SECRET = 'a-test-invalidation-secret';
const WAIT = { timeout: 10_000, interval: 25 };
const cleanUp: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanUp.splice(0).map((step) => step()));
});

/** One gateway whose Redis connection runs through a relay the test cuts and restores. */
async function gatewayBehindRelay(url: string, startsWithoutRedis = false) {
  const relay = await cuttableRelay(url);
  if (startsWithoutRedis) await relay.cut();
  const redis = await openRedis({ url: relay.url, keyPrefix: testKeyPrefix() });
  cleanUp.push(() => redis.close(), relay.close);
  const upstream = fakeCatalogueUpstream(standardCatalogue());
  const fetch = async (input: string, init: RequestInit) => (input.endsWith('/health') ? new Response('{}') : upstream.fetch(input, init));
  const config = { ...TEST_CONFIG, cacheInvalidationSecret: SECRET, requestRate: { anonymousPerMinute: 3, userPerMinute: 1_000 } };
  const yoga = createGateway({ config, fetch, logging: false, retryDelayMs: 0, redis });
  const ready = async () => (await yoga.fetch('http://gateway.test/ready')).status;
  const ask = (slug: string, peer: string) =>
    yoga.fetch(
      'http://gateway.test/graphql',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: PAGE, variables: { slug } }) },
      { req: { socket: { remoteAddress: peer } } },
    );
  const notify = (tags: string[]) =>
    yoga.fetch(`http://gateway.test${INVALIDATE_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${SECRET}` },
      body: JSON.stringify({ tags }),
    });
  const pageCalls = (slug: string) => upstream.calls.filter((call) => call.url.pathname === `/api/v1/package-data/${slug}`).length;
  if (!startsWithoutRedis) await vi.waitFor(async () => expect(await ready()).toBe(200), WAIT);
  return { relay, ready, ask, notify, pageCalls };
}

describeWithRedis('a gateway whose Redis is unreachable', (url) => {
  it('is not ready while Redis is unreachable, and ready again once it answers', async () => {
    const { relay, ready } = await gatewayBehindRelay(url);
    await relay.cut();
    expect(await ready()).toBe(503);
    await relay.restore();
    await vi.waitFor(async () => expect(await ready()).toBe(200), WAIT);
  });

  it('starts before Redis does, and becomes ready once Redis answers', async () => {
    const { relay, ready, ask } = await gatewayBehindRelay(url, true);
    expect(await ready()).toBe(503);
    expect((await ask('package-1', '203.0.113.10')).status).toBe(200);
    await relay.restore();
    await vi.waitFor(async () => expect(await ready()).toBe(200), WAIT);
  });

  it('keeps serving meanwhile, its request rate counted in memory, and a notice applied here answered 503 for a retry', async () => {
    const { relay, ask, notify, pageCalls } = await gatewayBehindRelay(url);
    await relay.cut();
    const statuses = [];
    for (let n = 0; n < 4; n += 1) statuses.push((await ask('package-2', '203.0.113.20')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await notify(['catalogue'])).status).toBe(503);
    expect((await ask('package-2', '203.0.113.21')).status).toBe(200);
    expect(pageCalls('package-2'), 'the notice emptied this instance all the same').toBe(2);
  });

  it('empties its caches when its change feed comes back: a change published meanwhile never reached it', async () => {
    const { relay, ready, ask, pageCalls } = await gatewayBehindRelay(url);
    await ask('package-3', '203.0.113.30');
    await ask('package-3', '203.0.113.30');
    expect(pageCalls('package-3')).toBe(1);
    await relay.cut();
    await relay.restore();
    await vi.waitFor(async () => expect(await ready()).toBe(200), WAIT);
    await ask('package-3', '203.0.113.31');
    expect(pageCalls('package-3')).toBe(2);
  });
});
