import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER_TOKEN } from '../testing/fake-accounts.ts';
import { fakeCatalogueUpstream } from '../testing/fake-catalogue.ts';
import { testGateway } from '../testing/gateway.ts';
import { standardCatalogue } from '../testing/standard-catalogue.ts';
import type { FetchFunction } from './http.ts';

const catalogue = standardCatalogue();
const slug = catalogue.packages[0]!.slug;
const SECRET = 'upstream-cache-test-secret';
const PAGE = `query($slug: String!) { package(slug: $slug) { title } }`;

/** The fake catalogue answering with an ETag per URL (and 304 to a matching If-None-Match), recording each GET's validator. */
function revalidatingUpstream(cacheControl = 'public, max-age=0, must-revalidate') {
  const inner = fakeCatalogueUpstream(catalogue).fetch;
  const sent: (string | null)[] = [];
  const fetch: FetchFunction = async (url, init) => {
    const validator = new Headers(init.headers).get('if-none-match');
    // The GETs only: what a mutation sends is not this cache's business.
    if ((init.method ?? 'GET') === 'GET') sent.push(validator);
    const etag = `"v1-${new URL(url).pathname.length}"`;
    if (validator === etag) return new Response(null, { status: 304, headers: { etag } });
    const answer = await inner(url, init);
    return new Response(JSON.stringify(await answer.json()), { status: answer.status, headers: { etag, 'cache-control': cacheControl } });
  };
  return { fetch, sent };
}

const FRESH_FOR_10_S = 'public, max-age=0, s-maxage=10';

afterEach(() => vi.useRealTimers());

describe('the upstream HTTP cache of public GETs', () => {
  it("answers from a stored answer without a call while the api's s-maxage lasts, then revalidates it", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T08:00:00Z') });
    const upstream = revalidatingUpstream(FRESH_FOR_10_S);
    const gateway = testGateway(upstream.fetch, { responseCache: false });
    const first = await gateway.execute(PAGE, { slug });
    vi.advanceTimersByTime(9_000);
    expect(await gateway.execute(PAGE, { slug })).toEqual(first);
    expect(upstream.sent, 'fresh for 10 s: no call').toEqual([null]);
    vi.advanceTimersByTime(2_000);
    expect(await gateway.execute(PAGE, { slug })).toEqual(first);
    expect(upstream.sent, 'stale: revalidated').toEqual([null, expect.stringMatching(/^"v1-/)]);
    vi.advanceTimersByTime(9_000);
    await gateway.execute(PAGE, { slug });
    expect(upstream.sent, "the 304 renewed its freshness").toHaveLength(2);
  });

  it('empties itself after a mutation that changes public data (a vote here), so the next read asks the api', async () => {
    const upstream = revalidatingUpstream(FRESH_FOR_10_S);
    const gateway = testGateway(upstream.fetch, { responseCache: false });
    await gateway.execute(PAGE, { slug });
    const voted = await gateway.execute(
      'mutation ($input: VoteReviewInput!) { voteReview(input: $input) { __typename } }',
      { input: { reviewId: 'UmV2aWV3OjE=', vote: 'DOWN' } },
      { authorization: `Bearer ${USER_TOKEN}` },
    );
    expect(voted.data?.voteReview).toBeTruthy();
    await gateway.execute(PAGE, { slug });
    expect(upstream.sent.filter((validator) => validator === null), 'the fresh answer was dropped: a new call').toHaveLength(2);
  });

  it('revalidates a stored answer with If-None-Match and answers the same data from a 304', async () => {
    const upstream = revalidatingUpstream();
    const gateway = testGateway(upstream.fetch, { responseCache: false });
    const first = await gateway.execute(PAGE, { slug });
    const second = await gateway.execute(PAGE, { slug });
    expect(second).toEqual(first);
    expect(first.data?.package).toEqual({ title: catalogue.packages[0]!.title });
    expect(upstream.sent).toEqual([null, expect.stringMatching(/^"v1-/)]);
  });

  it('keeps nothing the api marks no-store, and is off with 0 entries', async () => {
    for (const [cacheControl, entries] of [['no-store', 2000], ['public, max-age=0', 0]] as const) {
      const upstream = revalidatingUpstream(cacheControl);
      const gateway = testGateway(upstream.fetch, { responseCache: false, upstreamCacheEntries: entries });
      await gateway.execute(PAGE, { slug });
      await gateway.execute(PAGE, { slug });
      expect(upstream.sent).toEqual([null, null]);
    }
  });

  it('empties itself on a change notice', async () => {
    const upstream = revalidatingUpstream();
    const gateway = testGateway(upstream.fetch, { responseCache: false, cacheInvalidationSecret: SECRET });
    await gateway.execute(PAGE, { slug }, { authorization: `Bearer ${USER_TOKEN}` });
    const notice = await gateway.yoga.fetch('http://gateway.test/cache/invalidate', {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tags: ['catalogue'] }),
    });
    expect(notice.status).toBe(204);
    await gateway.execute(PAGE, { slug });
    expect(upstream.sent, 'the notice dropped the stored answer').toEqual([null, null]);
  });
});
