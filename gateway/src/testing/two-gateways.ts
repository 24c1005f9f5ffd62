import { expect, vi } from 'vitest';
import { INVALIDATE_PATH } from '../cache/invalidate-endpoint.ts';
import { openRedis, type GatewayRedis } from '../redis/client.ts';
import { createGateway } from '../server.ts';
import { fakeCatalogueUpstream } from './fake-catalogue.ts';
import { TEST_CONFIG } from './gateway.ts';
import { testKeyPrefix } from './redis.ts';
import { standardCatalogue } from './standard-catalogue.ts';

const PAGE = 'query Page($slug: String!) { package(slug: $slug) { id title } }';
export const SECRET = 'a-test-invalidation-secret';
export const WAIT = { timeout: 10_000, interval: 25 };

/** Two gateways on one api (one fake upstream) and one Redis (one key prefix), as behind a balancer. */
export async function twoInstances(url: string, opened: GatewayRedis[], anonymousPerMinute = 1_000) {
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
  const post = (yoga: Yoga, query: string, variables: Record<string, unknown>, peer = '127.0.0.1') =>
    yoga.fetch(
      'http://gateway.test/graphql',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) },
      { req: { socket: { remoteAddress: peer } } },
    );
  const title = async (yoga: Yoga, slug: string, peer = '127.0.0.1') => {
    const response = await post(yoga, PAGE, { slug }, peer);
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
  return { a, b, post, title, notify, rename, pageCalls, upstream };
}
