import { describe, expect, it } from 'vitest';
import { DEV_STAFF_TOKEN } from '../env.ts';
import { PUBLIC_CACHE_CONTROL } from '../http-cache/cache-control.ts';
import { DEFAULT_CACHE_BYTES, ResponseCache } from '../http-cache/response-cache.ts';
import { call } from '../test-support/accounts.ts';
import { TEST_TOKEN, testAppPerFile } from '../test-support/test-app.ts';

const cache = new ResponseCache({ maxEntries: 1_000, maxBytes: DEFAULT_CACHE_BYTES });
const ctx = testAppPerFile({ caching: { cache } });

const COLLECTION = '/collections?filterby=slug&query=himalayan-yatras-2026';

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await ctx.app.request(`/api/v1${path}`, { headers: { authorization: TEST_TOKEN, ...headers } });
  return { status: response.status, etag: response.headers.get('etag'), cache: response.headers.get('x-cache'), cacheControl: response.headers.get('cache-control'), text: await response.text() };
}

/** One path of each content route and mode: lists, batches by id, details by slug. */
async function contentPaths(): Promise<string[]> {
  const first = async (path: string) => (JSON.parse((await get(path)).text) as { data: { _id: string; slug: string }[] }).data[0] ?? { _id: '', slug: '' };
  const [blog, news, story, video, album] = await Promise.all(['/blogs', '/news', '/webstory-list', '/videos', '/photo-albums'].map((path) => first(`${path}?limit=1`)));
  return [
    '/blog-categories', '/news-categories', '/blogs?limit=3', `/blogs?filterby=slug&query=${blog?.slug}`, `/news?filterby=slug&query=${news?.slug}`,
    `/content?id[]=${blog?._id}&id[]=${news?._id}`, '/collections?limit=3', COLLECTION, '/webstory-list', `/webstory?filterby=slug&query=${story?.slug}`,
    `/videos?id[]=${video?._id}`, `/photo-albums?filterby=slug&query=${album?.slug}`, '/page?limit=3', '/page/kmy-register/bank-details', '/package/kmy-resiger-package-list',
  ];
}

describe('the content routes in the api response cache', () => {
  it('serve a repeated public GET from memory with the same bytes, strong ETag, 304 and public Cache-Control', async () => {
    for (const path of await contentPaths()) {
      const miss = await get(path);
      const hit = await get(path);
      expect([miss.status, miss.cache, hit.cache], path).toEqual([200, 'miss', 'hit']);
      expect(hit.text, path).toBe(miss.text);
      expect(hit.etag, path).toBe(miss.etag);
      expect(hit.cacheControl, path).toBe(PUBLIC_CACHE_CONTROL);
      const revalidated = await get(path, { 'if-none-match': hit.etag ?? '' });
      expect([revalidated.status, revalidated.text], path).toEqual([304, '']);
    }
  });

  it('drop every content answer on the content tag', async () => {
    const paths = await contentPaths();
    for (const path of paths) await get(path);
    cache.dropTags(['content']);
    for (const path of paths) expect((await get(path)).cache, path).toBe('miss');
  });

  it('show a package price change at once where they show its card, and keep the answers holding no catalogue data', async () => {
    await get(COLLECTION);
    await get('/webstory-list');
    const { packages } = (JSON.parse((await get(COLLECTION)).text) as { data: { packages: { _id: string; prices: { inrPrice: number; inrPriceSpecial: number } }[] } }).data;
    const card = packages[0];
    if (!card) throw new Error('the collection holds no package');
    const prices = { inrPrice: card.prices.inrPrice + 1_111, inrPriceSpecial: card.prices.inrPriceSpecial + 999 };
    expect((await call(ctx.app, 'PUT', `/catalogue/packages/${card._id}/prices`, { token: DEV_STAFF_TOKEN, body: prices })).status).toBe(200);
    const after = await get(COLLECTION);
    expect(after.cache).toBe('miss');
    expect(after.text).toContain(`"inrPriceSpecial":${prices.inrPriceSpecial}`);
    expect((await get('/webstory-list')).cache).toBe('hit');
  });

  it('leave the noticeboard out (notices expire with time), with its ETag and 304 kept', async () => {
    const first = await get('/noticeboard-site');
    const second = await get('/noticeboard-site', { 'if-none-match': first.etag ?? '' });
    expect([first.status, first.cache, first.cacheControl]).toEqual([200, null, PUBLIC_CACHE_CONTROL]);
    expect(second.status).toBe(304);
  });

  it('never cache a not-found answer', async () => {
    await get('/blogs?filterby=slug&query=no-such-blog');
    const again = await get('/blogs?filterby=slug&query=no-such-blog');
    expect([again.status, again.cache, again.cacheControl]).toEqual([404, null, 'no-store']);
  });
});
