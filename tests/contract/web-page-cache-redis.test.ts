/**
 * Issue 15: Next's page cache on Redis. Two `next start` processes of one build share one Redis
 * (`REDIS_URL`): a page rendered by one is served by the other from Redis, and a change notice posted to one
 * makes the other render the page again on its next request, with the new price.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PackageCard } from '../support/catalogue-rest-types.ts';
import { isOrdinary } from '../support/catalogue-scan.ts';
import { graphqlData } from '../support/graphql.ts';
import { redisTestUrl } from '../support/redis-test-url.ts';
import { restData } from '../support/rest.ts';
import { freePort } from '../support/free-port.ts';
import { packagePriceOnPage } from '../support/package-price.ts';
import { contractStack } from '../support/stack-context.ts';
import { startWeb, type WebInstance } from '../support/web-instances.ts';

const redisUrl = redisTestUrl();
const stack = contractStack();

const page = (web: WebInstance, path: string) => fetch(`${web.origin}${path}`, { redirect: 'manual', signal: AbortSignal.timeout(15_000) });
const cacheState = (response: Response) => response.headers.get('x-nextjs-cache');

async function priceLabel(slug: string): Promise<string> {
  const { package: pkg } = await graphqlData<{ package: { price: { label: string } } }>(stack.gatewayUrl, 'query ($slug: String!) { package(slug: $slug) { price { label } } }', { slug });
  return pkg.price.label;
}

const putPrices = (id: string, prices: { inrPrice: number; inrPriceSpecial: number }) =>
  fetch(`${stack.apiBaseUrl}/catalogue/packages/${id}/prices`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.staffToken}` },
    body: JSON.stringify(prices),
    signal: AbortSignal.timeout(15_000),
  });

describe.runIf(redisUrl)('cached pages on Redis, two webs of one build', () => {
  // This file's own prefix on the shared server (its keys are deleted after).
  const keyPrefix = `pilgrim:web:test-${randomBytes(6).toString('hex')}:`;
  const webs: WebInstance[] = [];
  let withoutRedis: WebInstance;
  let card: PackageCard;
  let original: { inrPrice: number; inrPriceSpecial: number };

  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl as string, REDIS_KEY_PREFIX: keyPrefix };
    // A third web whose REDIS_URL answers nothing: Redis down for it.
    const unreachable = { REDIS_URL: `redis://127.0.0.1:${await freePort()}`, REDIS_KEY_PREFIX: keyPrefix };
    const [webA, webB, webC] = await Promise.all([startWeb('web-a', stack, env), startWeb('web-b', stack, env), startWeb('web-c', stack, unreachable)]);
    webs.push(webA, webB);
    withoutRedis = webC;
    const [trending] = await restData<{ packages: PackageCard[] }[]>(stack.apiBaseUrl, '/get-trending-data?id[]=trending-packages', stack.apiToken);
    // Not the last ordinary trending package: contract/catalogue-cache.test.ts changes that one.
    const candidate = trending?.packages.filter(isOrdinary).at(-2);
    if (!candidate) throw new Error('no ordinary trending package');
    card = candidate;
    original = { inrPrice: card.prices.inrPrice, inrPriceSpecial: card.prices.inrPriceSpecial };
  });

  afterAll(async () => {
    if (card) await putPrices(card._id, original);
    await Promise.all([...webs, withoutRedis].map((web) => web?.stop()));
    const redis = new Redis(redisUrl as string, { keyPrefix: '' });
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('are ready while Redis answers', async () => {
    for (const web of webs) expect(await (await fetch(`${web.origin}/api/ready`)).json()).toEqual({ status: 'ready' });
  });

  it('while Redis is unreachable: not ready, yet alive, and pages render without the cache', async () => {
    const ready = await fetch(`${withoutRedis.origin}/api/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'redis unavailable' });
    expect((await fetch(`${withoutRedis.origin}/api/health`)).status).toBe(200);
    const rendered = await page(withoutRedis, `/${card.category[0]?.slug}/${card.slug}`);
    expect(rendered.status).toBe(200);
    expect(await rendered.text()).toContain(card.title);
    // A change notice it cannot record is refused, so the api sends it again (api/CONTRACT.md).
    const notice = await fetch(`${withoutRedis.origin}/api/revalidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stack.cacheInvalidationSecret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tags: ['catalogue'] }),
    });
    expect(notice.status).toBe(503);
  });

  it('a page rendered by web A is served by web B from Redis; a notice to A makes B render the new price', async () => {
    const [webA, webB] = webs as [WebInstance, WebInstance];
    const path = `/${card.category[0]?.slug}/${card.slug}`;
    const oldLabel = await priceLabel(card.slug);
    expect((await page(webA, path)).status).toBe(200);
    await expect.poll(async () => cacheState(await page(webA, path))).toBe('HIT');
    // B never rendered it: its first request is a hit, the page web A stored.
    const fromRedis = await page(webB, path);
    expect(cacheState(fromRedis)).toBe('HIT');
    expect(await fromRedis.text()).toContain(oldLabel);

    const changed = await putPrices(card._id, { inrPrice: original.inrPrice + 2_345, inrPriceSpecial: original.inrPriceSpecial + 1_111 });
    expect(changed.status).toBe(200);
    // The api's notice reached the gateway (its response cache); the cached page still shows the old price.
    await expect.poll(() => priceLabel(card.slug)).not.toBe(oldLabel);
    const newLabel = await priceLabel(card.slug);
    const beforeNotice = await page(webB, path);
    expect(cacheState(beforeNotice)).toBe('HIT');
    expect(await beforeNotice.text()).toContain(oldLabel);

    const notice = await fetch(`${webA.origin}/api/revalidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stack.cacheInvalidationSecret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tags: [`package:${card._id}`] }),
    });
    expect(notice.status).toBe(204);

    const afterNotice = await page(webB, path);
    expect(cacheState(afterNotice)).not.toBe('HIT');
    expect(packagePriceOnPage(await afterNotice.text())).toBe(newLabel);
    // What B rendered is in Redis for A too.
    await expect.poll(async () => cacheState(await page(webA, path))).toBe('HIT');
    expect(await (await page(webA, path)).text()).toContain(newLabel);
  });
});
