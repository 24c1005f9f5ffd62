import { describe, expect, it } from 'vitest';
import { DEV_STAFF_TOKEN } from '../env.ts';
import { call, createAccount, signInByMobile } from '../test-support/accounts.ts';
import { recordingNotices } from '../test-support/recording-notices.ts';
import { TEST_TOKEN, testAppPerFile } from '../test-support/test-app.ts';

const notices = recordingNotices();
const ctx = testAppPerFile({ caching: { notices } });

type Card = { _id: string; slug: string; title: string; category: { slug: string }[]; prices: { inrPrice: number; inrPriceSpecial: number } };
type Detail = Card & { itinerary: unknown[] };

const staff = { token: DEV_STAFF_TOKEN };
const UNKNOWN_ID = 'ffffffffffffffffffffffff';

async function get(path: string) {
  const response = await ctx.app.request(`/api/v1${path}`, { headers: { authorization: TEST_TOKEN } });
  return { etag: response.headers.get('etag'), cache: response.headers.get('x-cache'), body: (await response.json()) as { data: unknown } };
}

async function trendingPackage(): Promise<Card> {
  const { body } = await get('/get-trending-data?id[]=trending-packages');
  const [entry] = body.data as { packages: Card[] }[];
  const card = entry?.packages.find((item) => item.prices.inrPriceSpecial > 0);
  if (!card) throw new Error('no trending package on sale');
  return card;
}

describe('PUT /catalogue/packages/{_id}/prices', () => {
  it('refuses every token but the staff token: 401 without one, 403 for the public and a user token', async () => {
    const card = await trendingPackage();
    const body = { inrPrice: 100_000, inrPriceSpecial: 90_000 };
    const none = await ctx.app.request(`/api/v1/catalogue/packages/${card._id}/prices`, { method: 'PUT', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
    expect(none.status).toBe(401);
    const publicToken = await call(ctx.app, 'PUT', `/catalogue/packages/${card._id}/prices`, { body });
    expect(publicToken.status).toBe(403);
    expect(publicToken.body.message).toBe('Forbidden: this route needs the staff token');
    const userToken = await signInByMobile(ctx.app, await createAccount(ctx.app, { confirmEmail: false }));
    expect((await call(ctx.app, 'PUT', `/catalogue/packages/${card._id}/prices`, { body, token: userToken })).status).toBe(403);
    expect((await get(`/package-data/${card.slug}`)).body.data).toMatchObject({ prices: card.prices });
    expect(notices.queued).toEqual([]);
  });

  it('answers 404 for an unknown package and 400 naming the field', async () => {
    const card = await trendingPackage();
    const unknown = await call(ctx.app, 'PUT', `/catalogue/packages/${UNKNOWN_ID}/prices`, { ...staff, body: { inrPrice: 10, inrPriceSpecial: 5 } });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Package not found' } });
    const cases: [unknown, string][] = [
      [{ inrPrice: 0, inrPriceSpecial: 5 }, "Invalid body field 'inrPrice': must be at least 1"],
      [{ inrPrice: 10, inrPriceSpecial: -1 }, "Invalid body field 'inrPriceSpecial': must be at least 0"],
      [{ inrPrice: 10.5, inrPriceSpecial: 5 }, "Invalid body field 'inrPrice': must be a whole number of rupees"],
      [{ inrPrice: 10 }, "Invalid body field 'inrPriceSpecial'"],
    ];
    for (const [body, message] of cases) {
      const answer = await call(ctx.app, 'PUT', `/catalogue/packages/${card._id}/prices`, { ...staff, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toContain(message);
    }
    expect(notices.queued).toEqual([]);
  });

  it('shows the new price at once in the detail and in every cached list that holds the package, with new ETags', async () => {
    const card = await trendingPackage();
    const word = card.title.split(' ').find((part) => part.length >= 4) ?? card.title;
    const paths = {
      detail: `/package-data/${card.slug}`,
      batch: `/package-data?slug[]=${card.slug}`,
      category: `/packages?category=${card.category[0]?.slug}&limit=100`,
      trending: '/get-trending-data?id[]=trending-packages',
      search: `/search/${encodeURIComponent(word)}`,
      picker: '/package/picker-list',
      menu: '/categorymenu',
    };
    const before: Record<string, string | null> = {};
    for (const [name, path] of Object.entries(paths)) {
      await get(path);
      const warm = await get(path);
      expect(warm.cache, name).toBe('hit');
      before[name] = warm.etag;
    }
    const unrelated = await get('/package-data/char-dham-yatra-by-helicopter');

    const prices = { inrPrice: card.prices.inrPrice + 1_111, inrPriceSpecial: card.prices.inrPriceSpecial + 999 };
    const answer = await call<{ data: Detail }>(ctx.app, 'PUT', `/catalogue/packages/${card._id}/prices`, { ...staff, body: prices });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ _id: card._id, slug: card.slug, prices });
    expect(answer.body.data.itinerary.length).toBeGreaterThan(0);
    expect(notices.queued).toEqual([['catalogue', `package:${card._id}`]]);

    const text = (value: unknown) => JSON.stringify(value);
    for (const [name, path] of Object.entries(paths)) {
      const after = await get(path);
      expect(after.cache, name).toBe('miss');
      if (name === 'menu' || name === 'picker') continue; // they show no prices: dropped, but their bodies are unchanged
      expect(after.etag, name).not.toBe(before[name]);
      expect(text(after.body.data), name).toContain(name === 'search' ? `"inrpricespecial":${prices.inrPriceSpecial}` : `"inrPriceSpecial":${prices.inrPriceSpecial}`);
    }
    expect(text((await get(paths.picker)).body.data)).toContain(card._id);
    // A detail of another package is not dropped by this change.
    expect((await get('/package-data/char-dham-yatra-by-helicopter')).etag).toBe(unrelated.etag);
    expect((await get('/package-data/char-dham-yatra-by-helicopter')).cache).toBe('hit');
  });

  it("shows the new price at once on a user's wishlist page, whose cards are kept in memory", async () => {
    const card = await trendingPackage();
    const token = await signInByMobile(ctx.app, await createAccount(ctx.app, { confirmEmail: false }));
    expect((await call(ctx.app, 'POST', '/package/add-wishlist', { token, body: { wishlisttype: 'package', wishlisttypeid: card._id } })).status).toBe(200);
    const wishlist = async () => (await call<{ data: Card[] }>(ctx.app, 'GET', '/package/get-wishlist?wishlisttype=package&page=1&limit=6', { token })).body.data;
    expect((await wishlist())[0]?.prices).toMatchObject({ inrPriceSpecial: card.prices.inrPriceSpecial });
    expect((await wishlist())[0]?.prices).toMatchObject({ inrPriceSpecial: card.prices.inrPriceSpecial });
    const prices = { inrPrice: card.prices.inrPrice + 2_222, inrPriceSpecial: card.prices.inrPriceSpecial + 1_999 };
    expect((await call(ctx.app, 'PUT', `/catalogue/packages/${card._id}/prices`, { ...staff, body: prices })).status).toBe(200);
    expect((await wishlist())[0]?.prices).toMatchObject(prices);
  });
});
