import { afterEach, expect, it, vi } from 'vitest';
import { INVALIDATE_PATH } from '../cache/invalidate-endpoint.ts';
import { createGateway } from '../server.ts';
import { fakeCatalogueUpstream } from '../testing/fake-catalogue.ts';
import { objectId } from '../testing/fixtures.ts';
import { TEST_CONFIG } from '../testing/gateway.ts';
import { describeWithRedis, testKeyPrefix } from '../testing/redis.ts';
import { standardCatalogue } from '../testing/standard-catalogue.ts';
import { openRedis, type GatewayRedis } from './client.ts';

const PAGE = 'query Page($slug: String!) { package(slug: $slug) { id title } }';
const SECRET = 'a-test-invalidation-secret';
const WAIT = { timeout: 10_000, interval: 25 };
const opened: GatewayRedis[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((redis) => redis.close()));
});

/** Two gateways on one api (one fake upstream) and one Redis (one key prefix), as behind a balancer. */
async function twoInstances(url: string, anonymousPerMinute = 1_000) {
  const catalogue = standardCatalogue();
  const upstream = fakeCatalogueUpstream(catalogue);
  const keyPrefix = testKeyPrefix();
  const config = { ...TEST_CONFIG, cacheInvalidationSecret: SECRET, requestRate: { anonymousPerMinute, userPerMinute: 1_000 } };
  const instance = async () => {
    const redis = await openRedis({ url, keyPrefix });
    opened.push(redis);
    const health = async (input: string, init: RequestInit) => (input.endsWith('/health') ? new Response('{}') : upstream.fetch(input, init));
    const yoga = createGateway({ config, fetch: health, logging: false, retryDelayMs: 0, redis });
    await vi.waitFor(async () => expect((await yoga.fetch('http://gateway.test/ready')).status).toBe(200), WAIT);
    return yoga;
  };
  const [a, b] = [await instance(), await instance()];
  type Yoga = typeof a;
  const title = async (yoga: Yoga, slug: string, peer = '127.0.0.1') => {
    const response = await yoga.fetch(
      'http://gateway.test/graphql',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: PAGE, variables: { slug } }) },
      { req: { socket: { remoteAddress: peer } } },
    );
    return response.status === 200 ? ((await response.json()) as { data: { package: { title: string } } }).data.package.title : response.status;
  };
  const notify = (yoga: Yoga, tags: string[]) =>
    yoga.fetch(`http://gateway.test${INVALIDATE_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${SECRET}` },
      body: JSON.stringify({ tags }),
    });
  const rename = (slug: string, to: string) => {
    const found = catalogue.packages.find((item) => item.slug === slug);
    if (found) found.title = to;
  };
  const pageCalls = (slug: string) => upstream.calls.filter((call) => call.url.pathname === `/api/v1/package-data/${slug}`).length;
  return { a, b, title, notify, rename, pageCalls };
}

describeWithRedis('several gateway instances on one Redis', (url) => {
  it('refuses on one instance a client whose request rate was used up on the other', async () => {
    const { a, b, title } = await twoInstances(url, 3);
    expect([await title(a, 'package-1', '203.0.113.5'), await title(b, 'package-1', '203.0.113.5'), await title(a, 'package-1', '203.0.113.5')]).toEqual([
      'Package 1',
      'Package 1',
      'Package 1',
    ]);
    expect(await title(b, 'package-1', '203.0.113.5')).toBe(429);
    expect(await title(b, 'package-1', '203.0.113.6'), 'another client').toBe('Package 1');
  });

  it("replaces the other instance's cached answer when a change notice reaches one instance", async () => {
    const { a, b, title, notify, rename, pageCalls } = await twoInstances(url);
    expect(await title(b, 'package-4')).toBe('Package 4');
    rename('package-4', 'Package 4, new itinerary');
    expect(await title(b, 'package-4'), 'cached on b').toBe('Package 4');
    expect((await notify(a, [`package:${objectId('a', 4)}`])).status).toBe(204);
    await vi.waitFor(async () => expect(await title(b, 'package-4')).toBe('Package 4, new itinerary'), WAIT);
    expect(await title(b, 'package-4'), 'refilled and cached again').toBe('Package 4, new itinerary');
    expect(pageCalls('package-4')).toBe(2);
  });

  it('empties every instance on a catalogue notice posted to either', async () => {
    const { a, b, title, notify, rename } = await twoInstances(url);
    expect([await title(a, 'package-5'), await title(b, 'package-5')]).toEqual(['Package 5', 'Package 5']);
    rename('package-5', 'Package 5 (2027)');
    expect((await notify(b, ['catalogue'])).status).toBe(204);
    expect(await title(b, 'package-5'), 'the instance notified: at once').toBe('Package 5 (2027)');
    await vi.waitFor(async () => expect(await title(a, 'package-5')).toBe('Package 5 (2027)'), WAIT);
  });
});
