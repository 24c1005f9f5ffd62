/**
 * Two gateways behind one balancer (issue 15, gateway on Redis): two gateway processes on one api and one Redis
 * (REDIS_TEST_URL, a key prefix of their own) behave as one. A client's request rate used up on one is refused by
 * the other; a change notice posted to one (as the api would, CACHE_INVALIDATION_URLS naming one instance) replaces
 * the other's cached answer with the new price; each is ready only with Redis. Without REDIS_TEST_URL the file is
 * skipped locally and fails under CI.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PackageCard } from '../support/catalogue-rest-types.ts';
import { isOrdinary } from '../support/catalogue-scan.ts';
import { graphql } from '../support/graphql.ts';
import { restData } from '../support/rest.ts';
import { contractStack } from '../support/stack-context.ts';
import { startGateway } from '../support/stack-processes.ts';

const stack = contractStack();
const redisUrl = process.env.REDIS_TEST_URL;
const WAIT = { timeout: 15_000, interval: 50 };
const PRICE = 'query Price($slug: String!) { package(slug: $slug) { id price { label } } }';

type Instance = { url: string; stop: () => Promise<void> };
type Prices = { inrPrice: number; inrPriceSpecial: number };
let instances: Instance[] = [];
let card: PackageCard | undefined;
let original: Prices | undefined;

const originOf = (instance: Instance) => instance.url.replace(/\/graphql$/, '');
const ready = async (instance: Instance) => (await fetch(`${originOf(instance)}/ready`, { signal: AbortSignal.timeout(5_000) })).status;
/** As the web's server render (its proxy key, no browser address): not counted by the request rate. */
const priceOn = async (instance: Instance, slug: string) => {
  const { data } = await graphql<{ package: { price: { label: string } } }>(instance.url, PRICE, { slug }, { 'x-proxy-key': stack.gatewayProxyKey });
  return data?.package.price.label;
};
const putPrices = (id: string, prices: Prices) =>
  fetch(`${stack.apiBaseUrl}/catalogue/packages/${id}/prices`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.staffToken}` },
    body: JSON.stringify(prices),
    signal: AbortSignal.timeout(15_000),
  });

if (!redisUrl && process.env.CI) {
  it('needs REDIS_TEST_URL under CI', () => expect.fail('REDIS_TEST_URL is not set'));
}

describe.skipIf(!redisUrl)('two gateway instances on one Redis', () => {
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl ?? '', REDIS_KEY_PREFIX: `pilgrim:gateway:contract-${randomBytes(6).toString('hex')}:`, GATEWAY_RATE_ANONYMOUS_PER_MINUTE: '4' };
    instances = await Promise.all([startGateway(stack, env), startGateway(stack, env)]);
    for (const instance of instances) await vi.waitFor(async () => expect(await ready(instance)).toBe(200), WAIT);
    // The last but one ordinary trending package: catalogue-cache.test.ts changes the last one, other files the first ones.
    const [trending] = await restData<{ packages: PackageCard[] }[]>(stack.apiBaseUrl, '/get-trending-data?id[]=trending-packages', stack.apiToken);
    card = trending?.packages.filter(isOrdinary).at(-2);
    if (!card) throw new Error('too few ordinary trending packages');
    original = { inrPrice: card.prices.inrPrice, inrPriceSpecial: card.prices.inrPriceSpecial };
  }, 120_000);

  afterAll(async () => {
    if (card && original) await putPrices(card._id, original);
    await Promise.all(instances.map((instance) => instance.stop()));
  });

  it("refuses on one instance a client whose request rate was used up on the other", async () => {
    const [a, b] = instances as [Instance, Instance];
    const client = { 'x-client-ip': `198.18.${process.pid % 250}.62`, 'x-proxy-key': stack.gatewayProxyKey };
    const status = async (instance: Instance) =>
      (await fetch(instance.url, { method: 'POST', headers: { 'content-type': 'application/json', ...client }, body: JSON.stringify({ query: '{ __typename }' }) })).status;
    expect([await status(a), await status(b), await status(a), await status(b)]).toEqual([200, 200, 200, 200]);
    expect(await status(a)).toBe(429);
    expect(await status(b)).toBe(429);
  });

  it("replaces the other instance's cached answer with the new price once one instance got the change notice", async () => {
    const [a, b] = instances as [Instance, Instance];
    const { slug, _id } = card as PackageCard;
    const before = await priceOn(b, slug);
    const prices = original as Prices;
    const raised = { inrPrice: prices.inrPrice + 1_000, inrPriceSpecial: prices.inrPriceSpecial > 0 ? prices.inrPriceSpecial + 1_000 : 0 };
    expect((await putPrices(_id, raised)).status).toBe(200);
    expect(await priceOn(b, slug), 'b answers from its cache').toBe(before);
    const notice = await fetch(`${originOf(a)}/cache/invalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.cacheInvalidationSecret}` },
      body: JSON.stringify({ tags: ['catalogue', `package:${_id}`] }),
    });
    expect(notice.status).toBe(204);
    await vi.waitFor(async () => expect(await priceOn(b, slug)).not.toBe(before), WAIT);
    expect(await priceOn(a, slug)).toBe(await priceOn(b, slug));
  });
});
