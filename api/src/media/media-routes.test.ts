import { MEDIA_RENDER_MESSAGE, MEDIA_SIZES } from '@pilgrim/schema/rules';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { createImageCache, MEDIA_BUSY_MESSAGE, mediaRoutes } from './media-routes.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.database.close();
});

describe('GET /media/{kind}/{name}', () => {
  it('renders a webp of the requested size, cacheable forever, without a token', async () => {
    const response = await ctx.app.request('/media/packages/char-dham-yatra-from-haridwar?w=370&h=250&fm=webp&q=80');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 370, height: 250 });
  });

  it('renders jpeg at another size and defaults to 370x250 webp', async () => {
    const jpeg = await ctx.app.request('/media/categories/kailash-mansarovar?w=260&h=190&fm=jpeg&q=70');
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(Buffer.from(await jpeg.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 260, height: 190 });
    const fallback = await ctx.app.request('/media/blogs/kedarnath-trek-tips');
    expect(await sharp(Buffer.from(await fallback.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 370, height: 250 });
  });

  it('serves the same bytes again from the cache', async () => {
    const path = '/media/news/char-dham-portals-open?w=96&h=64';
    const first = Buffer.from(await (await ctx.app.request(path)).arrayBuffer());
    const second = Buffer.from(await (await ctx.app.request(path)).arrayBuffer());
    expect(second.equals(first)).toBe(true);
  });

  it('answers 404 for an unknown name and 400 for a size out of range', async () => {
    const missing = await ctx.app.request('/media/packages/no-such-package');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ status: 404, message: 'Image not found' });
    const tooWide = await ctx.app.request('/media/packages/char-dham-yatra-from-haridwar?w=2001');
    expect(tooWide.status).toBe(400);
    expect(await tooWide.json()).toEqual({ status: 400, message: "Invalid query parameter 'w': must be at most 2000" });
    const badKind = await ctx.app.request('/media/audio/char-dham');
    expect(badKind.status).toBe(400);
  });

  it('renders only the allow-list: the clients\' sizes at 1× and 2×, webp or jpeg, quality 70 or 80; anything else 400', async () => {
    const retina = await ctx.app.request('/media/packages/char-dham-yatra-from-haridwar?w=740&h=500&fm=webp&q=80');
    expect(await sharp(Buffer.from(await retina.arrayBuffer())).metadata()).toMatchObject({ width: 740, height: 500 });
    for (const query of ['w=371&h=250', 'w=370&h=251', 'w=1110&h=750', 'w=16&h=16', 'w=2000&h=2000', 'w=370&h=250&q=60', 'w=370&h=250&q=100']) {
      const refused = await ctx.app.request(`/media/packages/char-dham-yatra-from-haridwar?${query}`);
      expect(refused.status, query).toBe(400);
      expect(await refused.json()).toEqual({ status: 400, message: MEDIA_RENDER_MESSAGE });
    }
  });

  it('renders at most the configured number at once and sheds the rest of a long queue with 503', async () => {
    const routes = mediaRoutes({ db: ctx.database.db, cache: createImageCache(), limits: { concurrent: 1, queued: 2 } });
    const sizes = MEDIA_SIZES.slice(0, 6);
    const responses = await Promise.all(sizes.map(([w, h]) => routes.request(`/media/packages/char-dham-yatra-from-haridwar?w=${w}&h=${h}`)));
    const statuses = responses.map((response) => response.status);
    // One rendering, two queued: the other three are shed, none is lost silently.
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    const shed = responses.filter((response) => response.status === 503);
    expect(shed).toHaveLength(3);
    expect(shed[0]?.headers.get('retry-after')).toBe('1');
    expect(await shed[0]?.json()).toMatchObject({ message: MEDIA_BUSY_MESSAGE });
  });
});
