/**
 * Upstream faults (issue 14): a gateway of its own whose api is the fault proxy (support/fault-proxy.ts). For each
 * fault — api down, 500, a 10 s stall, malformed JSON, a truncated body, a slow trickle — concurrent operations get
 * a typed UPSTREAM_ERROR within 3 s (measured), the gateway's health answers meanwhile, and once the api is back
 * the operation succeeds again within 1 s (the breaker half-opens). A sign-up whose answer is lost is retried
 * with its Idempotency-Key: one pending sign-up, one SMS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_FAULTS, startFaultProxy, type FaultProxy } from '../support/fault-proxy.ts';
import { graphql, type GraphQLErrorEntry } from '../support/graphql.ts';
import { restGet, type Envelope } from '../support/rest.ts';
import { contractStack } from '../support/stack-context.ts';
import { startGateway } from '../support/stack-processes.ts';

const stack = contractStack();
const MENU = '{ menu { slug } }';
const CONCURRENT = 6;
let proxy: FaultProxy;
let gateway: { url: string; stop: () => Promise<void> };

beforeAll(async () => {
  proxy = await startFaultProxy(stack.apiOrigin);
  gateway = await startGateway(stack, { API_BASE_URL: `${proxy.url}/api/v1`, GATEWAY_RESPONSE_CACHE: 'off' });
});
afterAll(async () => {
  await gateway?.stop();
  await proxy?.close();
});

const timed = async <T>(action: () => Promise<T>): Promise<{ value: T; ms: number }> => {
  const startedAt = performance.now();
  const value = await action();
  return { value, ms: performance.now() - startedAt };
};
const menu = () => graphql<{ menu: { slug: string }[] }>(gateway.url, MENU);
const healthy = async () => (await fetch(gateway.url.replace(/\/graphql$/, '/health'), { signal: AbortSignal.timeout(1_000) })).ok;

/** Runs the menu until it answers without errors; the ms from the first try. */
async function msUntilRecovered(): Promise<number> {
  const startedAt = performance.now();
  for (let tries = 0; tries < 200; tries += 1) {
    const answer = await menu();
    if (answer.errors === undefined && (answer.data?.menu.length ?? 0) > 0) return performance.now() - startedAt;
    if (performance.now() - startedAt > 5_000) break;
  }
  throw new Error('the gateway did not recover within 5 s');
}

describe('a failing non-critical part leaves the rest of the answer (issue 14, web §8)', () => {
  it('home: trending null with its error, the destinations and the menu still answered', async () => {
    proxy.set('500', { only: /\/get-trending-data/ });
    const { data, errors } = await graphql<{ trending: unknown; popularCategories: unknown[]; menu: unknown[] }>(
      gateway.url,
      '{ trending { packages { id } } popularCategories { id } menu { slug } }',
    );
    proxy.set('pass');
    expect(data?.trending).toBeNull();
    expect(data?.popularCategories.length).toBeGreaterThan(0);
    expect(data?.menu.length).toBeGreaterThan(0);
    expect(errors?.map((error) => [error.path?.[0], error.extensions?.['code']])).toEqual([['trending', 'UPSTREAM_ERROR']]);
    expect(await msUntilRecovered()).toBeLessThanOrEqual(1_000);
  });

  it('package: reviews, rating and weather null with their errors, the package itself answered', async () => {
    const { data: listed } = await graphql<{ trending: { packages: { slug: string }[] } }>(gateway.url, '{ trending { packages { slug } } }');
    const slug = listed?.trending.packages[0]?.slug;
    proxy.set('500', { only: /\/reviews|\/package\/weather/ });
    const { data, errors } = await graphql<{ package: { title: string; reviews: unknown; rating: unknown; weather: unknown } | null }>(
      gateway.url,
      'query($slug: String!) { package(slug: $slug) { title reviews(first: 3) { totalCount } rating { count } weather { place { slug } } } }',
      { slug },
    );
    proxy.set('pass');
    expect(data?.package).toMatchObject({ reviews: null, rating: null, weather: null });
    expect(data?.package?.title.length).toBeGreaterThan(0);
    expect(new Set(errors?.map((error) => error.path?.[1]))).toEqual(new Set(['reviews', 'rating', 'weather']));
    expect(await msUntilRecovered()).toBeLessThanOrEqual(1_000);
  });
});

let mobiles = 0;
/** Contract mobile prefix '74': a number no other file uses. */
const freshMobile = () => `74${String(process.pid % 10_000).padStart(4, '0')}${String((mobiles += 1)).padStart(4, '0')}`;
const device = { deviceID: `contract-faults-${process.pid}`, deviceName: 'windows', operaingSystem: 'Windows 10', deviceType: 'web' };
const signUp = (mobile: string, headers: Record<string, string> = {}) =>
  graphql<{ signUp: { userId: string | null } }>(
    gateway.url,
    'mutation($input: SignUpInput!) { signUp(input: $input) { userId userErrors { message } } }',
    { input: { email: `faults-${process.pid}-${mobile}@example.com`, mobile, countryCode: '+91', password: 'Yatra#1faults', device } },
    headers,
  );
const smsCount = async (mobile: string) =>
  (await restGet<Envelope<unknown[]>>(stack.apiBaseUrl, `/dev/outbox?to=${encodeURIComponent(`+91${mobile}`)}`, stack.outboxToken)).body.data.length;

describe('the gateway in front of a faulty api', () => {
  it('answers the menu through the proxy while it passes', async () => {
    expect((await menu()).data?.menu.length).toBeGreaterThan(0);
  });

  for (const fault of API_FAULTS) {
    it(`${fault}: a typed UPSTREAM_ERROR in ≤ 3 s, healthy meanwhile, recovered ≤ 1 s after the api`, async () => {
      proxy.set(fault);
      const answers = await Promise.all(Array.from({ length: CONCURRENT }, () => timed(menu)));
      for (const { value, ms } of answers) {
        expect(ms, `${fault} answered in ${Math.round(ms)} ms`).toBeLessThanOrEqual(3_000);
        expect(value.data).toBeNull();
        expect(value.errors?.map((error: GraphQLErrorEntry) => error.extensions?.['code'])).toEqual(['UPSTREAM_ERROR']);
      }
      const health = await timed(healthy);
      expect(health.value).toBe(true);
      expect(health.ms).toBeLessThan(1_000);
      proxy.set('pass');
      expect(await msUntilRecovered()).toBeLessThanOrEqual(1_000);
    }, 20_000);
  }

  it('fails fast while the breaker is open: a down api answers circuit-open in well under the deadline', async () => {
    proxy.set('down');
    let failedFast: { value: Awaited<ReturnType<typeof menu>>; ms: number } | undefined;
    for (let tries = 0; tries < 20 && failedFast?.value.errors?.[0]?.extensions?.['reason'] !== 'circuit-open'; tries += 1) {
      failedFast = await timed(menu);
    }
    expect(failedFast?.value.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_ERROR', reason: 'circuit-open' });
    expect(failedFast?.ms).toBeLessThan(500);
    proxy.set('pass');
    expect(await msUntilRecovered()).toBeLessThanOrEqual(1_000);
  });

  it('signs up once when the first answer is lost: the retry carries the same Idempotency-Key', async () => {
    const mobile = freshMobile();
    proxy.set('drop-answer', { only: /\/user\/add-user/, times: 1 });
    const { data, errors } = await signUp(mobile);
    expect(errors).toBeUndefined();
    expect(data?.signUp.userId).toMatch(/^[0-9a-f]{24}$/);
    expect(await smsCount(mobile)).toBe(1);
  });

  it("signs up once when the client repeats a sign-up with its own Idempotency-Key: the same answer again", async () => {
    const mobile = freshMobile();
    const key = `client-retry-${process.pid}-${mobile}`;
    const first = await signUp(mobile, { 'idempotency-key': key });
    const repeated = await signUp(mobile, { 'idempotency-key': key });
    expect(first.data?.signUp.userId).toMatch(/^[0-9a-f]{24}$/);
    expect(repeated.data?.signUp.userId).toBe(first.data?.signUp.userId);
    expect(await smsCount(mobile)).toBe(1);
  });
});
