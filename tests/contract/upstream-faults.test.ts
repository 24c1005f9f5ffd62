/**
 * Upstream faults (issue 14): a gateway of its own whose api is the fault proxy (support/fault-proxy.ts). For each
 * fault — api down, 500, a 10 s stall, malformed JSON, a truncated body, a slow trickle — concurrent operations get
 * a typed UPSTREAM_ERROR within 3 s (measured), the gateway's health answers meanwhile, and once the api is back
 * the operation succeeds again within 1 s (the breaker half-opens). A sign-up whose answer is lost is retried
 * with its Idempotency-Key, and a client's repeat with its own key is replayed: one pending sign-up, one SMS.
 * Failing non-critical parts (trending, a package's reviews, rating and weather) leave the rest of the answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFaultGateway, timed, type FaultGateway } from '../support/fault-gateway.ts';
import { API_FAULTS } from '../support/fault-proxy.ts';
import { graphql, type GraphQLErrorEntry } from '../support/graphql.ts';
import { contractStack } from '../support/stack-context.ts';

const stack = contractStack();
const CONCURRENT = 6;
let faulty: FaultGateway;
let mobiles = 0;
/** Contract mobile prefix '74': numbers no other file uses. */
const freshMobile = () => `74${String(process.pid % 10_000).padStart(4, '0')}${String((mobiles += 1)).padStart(4, '0')}`;

beforeAll(async () => {
  faulty = await startFaultGateway(stack);
});
afterAll(async () => faulty?.stop());

describe('a failing non-critical part leaves the rest of the answer (issue 14, web §8)', () => {
  it('home: trending null with its error, the destinations and the menu still answered', async () => {
    faulty.proxy.set('500', { only: /\/get-trending-data/ });
    const { data, errors } = await graphql<{ trending: unknown; popularCategories: unknown[]; menu: unknown[] }>(
      faulty.url,
      '{ trending { packages { id } } popularCategories { id } menu { slug } }',
    );
    faulty.proxy.set('pass');
    expect(data?.trending).toBeNull();
    expect(data?.popularCategories.length).toBeGreaterThan(0);
    expect(data?.menu.length).toBeGreaterThan(0);
    expect(errors?.map((error) => [error.path?.[0], error.extensions?.['code']])).toEqual([['trending', 'UPSTREAM_ERROR']]);
    expect(await faulty.msUntilRecovered()).toBeLessThanOrEqual(1_000);
  });

  it('package: reviews, rating and weather null with their errors, the package itself answered', async () => {
    const { data: listed } = await graphql<{ trending: { packages: { slug: string }[] } }>(faulty.url, '{ trending { packages { slug } } }');
    const slug = listed?.trending.packages[0]?.slug;
    faulty.proxy.set('500', { only: /\/reviews|\/package\/weather/ });
    const { data, errors } = await graphql<{ package: { title: string; reviews: unknown; rating: unknown; weather: unknown } | null }>(
      faulty.url,
      'query($slug: String!) { package(slug: $slug) { title reviews(first: 3) { totalCount } rating { count } weather { place { slug } } } }',
      { slug },
    );
    faulty.proxy.set('pass');
    expect(data?.package).toMatchObject({ reviews: null, rating: null, weather: null });
    expect(data?.package?.title.length).toBeGreaterThan(0);
    expect(new Set(errors?.map((error) => error.path?.[1]))).toEqual(new Set(['reviews', 'rating', 'weather']));
    expect(await faulty.msUntilRecovered()).toBeLessThanOrEqual(1_000);
  });
});

describe('the gateway in front of a faulty api', () => {
  it('answers the menu through the proxy while it passes', async () => {
    expect((await faulty.menu()).data?.menu.length).toBeGreaterThan(0);
  });

  for (const fault of API_FAULTS) {
    it(`${fault}: a typed UPSTREAM_ERROR in ≤ 3 s, healthy meanwhile, recovered ≤ 1 s after the api`, async () => {
      faulty.proxy.set(fault);
      const answers = await Promise.all(Array.from({ length: CONCURRENT }, () => timed(faulty.menu)));
      for (const { value, ms } of answers) {
        expect(ms, `${fault} answered in ${Math.round(ms)} ms`).toBeLessThanOrEqual(3_000);
        expect(value.data).toBeNull();
        expect(value.errors?.map((error: GraphQLErrorEntry) => error.extensions?.['code'])).toEqual(['UPSTREAM_ERROR']);
      }
      const health = await timed(faulty.healthy);
      expect(health.value).toBe(true);
      expect(health.ms).toBeLessThan(1_000);
      faulty.proxy.set('pass');
      expect(await faulty.msUntilRecovered()).toBeLessThanOrEqual(1_000);
    }, 20_000);
  }

  it('fails fast while the breaker is open: a down api answers circuit-open in well under the deadline', async () => {
    faulty.proxy.set('down');
    let failedFast: { value: Awaited<ReturnType<typeof faulty.menu>>; ms: number } | undefined;
    // The breaker opens once failures are half of its rolling window, which still holds the earlier tests' successes.
    const startedAt = performance.now();
    while (performance.now() - startedAt < 8_000 && failedFast?.value.errors?.[0]?.extensions?.['reason'] !== 'circuit-open') {
      failedFast = await timed(faulty.menu);
    }
    expect(failedFast?.value.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_ERROR', reason: 'circuit-open' });
    expect(failedFast?.ms).toBeLessThan(500);
    faulty.proxy.set('pass');
    expect(await faulty.msUntilRecovered()).toBeLessThanOrEqual(1_000);
  });

  it('signs up once when the first answer is lost: the retry carries the same Idempotency-Key', async () => {
    const mobile = freshMobile();
    faulty.proxy.set('drop-answer', { only: /\/user\/add-user/, times: 1 });
    const { data, errors } = await faulty.signUp(mobile);
    expect(errors).toBeUndefined();
    expect(data?.signUp.userId).toMatch(/^[0-9a-f]{24}$/);
    expect(await faulty.smsCount(mobile)).toBe(1);
  });

  it("signs up once when the client repeats a sign-up with its own Idempotency-Key: the same answer again", async () => {
    const mobile = freshMobile();
    const key = `client-retry-${process.pid}-${mobile}`;
    const first = await faulty.signUp(mobile, { 'idempotency-key': key });
    const repeated = await faulty.signUp(mobile, { 'idempotency-key': key });
    expect(first.data?.signUp.userId).toMatch(/^[0-9a-f]{24}$/);
    expect(repeated.data?.signUp.userId).toBe(first.data?.signUp.userId);
    expect(await faulty.smsCount(mobile)).toBe(1);
  });
});
