import { describe, expect, it } from 'vitest';
import { fakeCatalogueUpstream } from '../testing/fake-catalogue.ts';
import { objectId } from '../testing/fixtures.ts';
import { TEST_CONFIG, testGateway } from '../testing/gateway.ts';
import { standardCatalogue } from '../testing/standard-catalogue.ts';
import { INVALIDATE_PATH } from './invalidate-endpoint.ts';

const PAGE = `query Page($slug: String!) { package(slug: $slug) { id title price { label } } }`;
const PAGE_WITH_VIEWER = `query PageAndViewer($slug: String!) { viewer { id } package(slug: $slug) { title } }`;
const SECRET = 'a-test-invalidation-secret';

function setUp(config: Partial<typeof TEST_CONFIG> = {}) {
  const upstream = fakeCatalogueUpstream(standardCatalogue());
  const gateway = testGateway(upstream.fetch, { responseCache: true, cacheInvalidationSecret: SECRET, ...config });
  const pageCalls = (slug: string) => upstream.calls.filter((call) => call.url.pathname === `/api/v1/package-data/${slug}`).length;
  const notify = (body: unknown, authorization = `Bearer ${SECRET}`) =>
    gateway.yoga.fetch(`http://gateway.test${INVALIDATE_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify(body),
    });
  return { ...gateway, upstream, pageCalls, notify };
}

describe('the response cache', () => {
  it("serves a visitor's repeated query from the cache, with the public token as a visitor too", async () => {
    const { execute, pageCalls } = setUp();
    const first = await execute(PAGE, { slug: 'package-4' });
    const second = await execute(PAGE, { slug: 'package-4' }, { authorization: `Bearer ${TEST_CONFIG.apiPublicToken}` });
    expect(second).toEqual(first);
    expect(first.data?.package).toMatchObject({ title: 'Package 4' });
    expect(pageCalls('package-4')).toBe(1);
  });

  it('answers a request with If-None-Match in full and fresh, never a 304 by cache key after a change', async () => {
    const { execute, notify, pageCalls, yoga } = setUp();
    await execute(PAGE, { slug: 'package-5' });
    const first = await yoga.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: PAGE, variables: { slug: 'package-5' } }),
    });
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await notify({ tags: ['catalogue'] })).status).toBe(204);
    await execute(PAGE, { slug: 'package-5' }); // refilled after the change, under the same key
    const again = await yoga.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'if-none-match': etag ?? '' },
      body: JSON.stringify({ query: PAGE, variables: { slug: 'package-5' } }),
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ data: { package: { title: 'Package 5' } } });
    expect(pageCalls('package-5')).toBe(3);
  });

  it('never serves nor stores an answer for a request carrying a user token', async () => {
    const { execute, pageCalls } = setUp();
    await execute(PAGE, { slug: 'package-5' });
    await execute(PAGE, { slug: 'package-5' }, { authorization: 'Bearer some-user-token' });
    await execute(PAGE, { slug: 'package-6' }, { authorization: 'Bearer some-user-token' });
    await execute(PAGE, { slug: 'package-6' });
    expect([pageCalls('package-5'), pageCalls('package-6')]).toEqual([2, 2]);
  });

  it('does not store an answer that selects the viewer, even a visitor’s', async () => {
    const { execute, pageCalls } = setUp();
    await execute(PAGE_WITH_VIEWER, { slug: 'package-7' });
    await execute(PAGE_WITH_VIEWER, { slug: 'package-7' });
    expect(pageCalls('package-7')).toBe(2);
  });

  it("runs a visitor's repeated mutation every time: mutations are never stored", async () => {
    const { execute, upstream } = setUp();
    const REQUEST_OTP = `mutation { requestSignInOtp(input: { mobile: "9812345678", countryCode: "+91" }) { sent } }`;
    const first = await execute(REQUEST_OTP);
    const second = await execute(REQUEST_OTP);
    expect(second).toEqual(first);
    expect(upstream.calls.filter((call) => call.url.pathname === '/api/v1/auth/login-otp')).toHaveLength(2);
  });

  it('keeps every request parameter in the key: the same variables under another document are another answer', async () => {
    const { execute } = setUp();
    const titled = await execute(`query A($slug: String!) { package(slug: $slug) { title } }`, { slug: 'package-8' });
    const sized = await execute(`query A($slug: String!) { package(slug: $slug) { duration } }`, { slug: 'package-8' });
    expect(titled.data?.package).toEqual({ title: 'Package 8' });
    expect(sized.data?.package).toEqual({ duration: '11 Nights / 12 Days' });
  });
});

describe('POST /cache/invalidate', () => {
  it('refuses a missing or wrong secret with 401 and a body that is not { tags } with 400', async () => {
    const { notify } = setUp();
    expect((await notify({ tags: ['catalogue'] }, '')).status).toBe(401);
    expect((await notify({ tags: ['catalogue'] }, 'Bearer not-the-secret-at-all')).status).toBe(401);
    expect((await notify({ tags: [] })).status).toBe(400);
    expect((await notify({ tags: ['x'.repeat(201)] })).status).toBe(400);
    expect((await notify(['catalogue'])).status).toBe(400);
  });

  it('drops the answers holding a changed package on package:<_id>, and only those', async () => {
    const { execute, notify, pageCalls } = setUp();
    await execute(PAGE, { slug: 'package-9' });
    await execute(PAGE, { slug: 'package-10' });
    expect((await notify({ tags: [`package:${objectId('a', 9)}`] })).status).toBe(204);
    await execute(PAGE, { slug: 'package-9' });
    await execute(PAGE, { slug: 'package-10' });
    expect([pageCalls('package-9'), pageCalls('package-10')]).toEqual([2, 1]);
  });

  it('drops every cached answer on catalogue', async () => {
    const { execute, notify, pageCalls } = setUp();
    await execute(PAGE, { slug: 'package-11' });
    await execute(`{ menu { slug } }`);
    expect((await notify({ tags: ['catalogue'] })).status).toBe(204);
    await execute(PAGE, { slug: 'package-11' });
    expect(pageCalls('package-11')).toBe(2);
  });

  it('answers 204 with the cache off, where every query goes upstream', async () => {
    const { execute, notify, pageCalls } = setUp({ responseCache: false });
    await execute(PAGE, { slug: 'package-12' });
    await execute(PAGE, { slug: 'package-12' });
    expect(pageCalls('package-12')).toBe(2);
    expect((await notify({ tags: ['catalogue'] })).status).toBe(204);
  });
});
