import { createRoute, z } from '@hono/zod-openapi';
import { isAllowedMediaRender, MEDIA_RENDER_MESSAGE } from '@pilgrim/schema/rules';
import pLimit from 'p-limit';
import type { Db } from '../db/client.ts';
import { ErrorBodySchema, errorBody, notFound } from '../http/errors.ts';
import { createRouter } from '../http/router.ts';
import { LruCache } from './lru-cache.ts';
import { contentTypes, renderImage, type RenderRequest } from './render.ts';
import { findMediaTitle, type MediaKind, mediaKinds } from './titles.ts';

type RenderedImage = Uint8Array<ArrayBuffer>;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Rendering is CPU-bound and the route is public: any size combination is a fresh render. At most this
 * many run at once (the machine's cores), and past a short queue requests are shed with a 503 instead of
 * piling up.
 */
export const RENDER_LIMITS = { concurrent: 2, queued: 32 } as const;
export const MEDIA_BUSY_MESSAGE = 'Images are busy, please retry shortly';

const dimension = (name: 'w' | 'h', fallback: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(16, 'must be at least 16')
    .max(2000, 'must be at most 2000')
    .default(fallback)
    .openapi({ param: { name, in: 'query' }, example: fallback });

const mediaRoute = createRoute({
  method: 'get',
  path: '/media/{kind}/{name}',
  tags: ['media'],
  summary: 'A generated image of a package, category, blog, news item or collection',
  request: {
    params: z.object({
      kind: z.enum(mediaKinds, { error: `must be one of ${mediaKinds.join(', ')}` }).openapi({ param: { name: 'kind', in: 'path' } }),
      name: z
        .string()
        .regex(/^[a-z0-9-]{1,200}$/, 'must be a slug of lowercase letters, digits and hyphens')
        .openapi({ param: { name: 'name', in: 'path' }, example: 'kailash-mansarovar' }),
    }),
    query: z.object({
      w: dimension('w', 370),
      h: dimension('h', 250),
      fm: z.enum(['webp', 'jpeg'], { error: "must be 'webp' or 'jpeg'" }).default('webp').openapi({ param: { name: 'fm', in: 'query' } }),
      q: z.coerce
        .number({ error: 'must be a whole number' })
        .int('must be a whole number')
        .min(1, 'must be at least 1')
        .max(100, 'must be at most 100')
        .default(80)
        .openapi({ param: { name: 'q', in: 'query' }, example: 80 }),
    }),
  },
  responses: {
    200: {
      description: 'The image, cacheable forever',
      content: {
        'image/webp': { schema: z.string().openapi({ format: 'binary' }) },
        'image/jpeg': { schema: z.string().openapi({ format: 'binary' }) },
      },
    },
    400: { description: 'A size, format or quality outside the allow-list of schema/rules/media.ts (1× and 2× of the sizes the clients use)', content: { 'application/json': { schema: ErrorBodySchema } } },
    404: { description: 'No item of that kind has the name', content: { 'application/json': { schema: ErrorBodySchema } } },
    503: { description: 'Too many renders queued; retry after `retry-after` seconds', content: { 'application/json': { schema: ErrorBodySchema } } },
  },
});

export type MediaDeps = { db: Db; cache?: LruCache<RenderedImage>; limits?: { concurrent: number; queued: number } };

/** Rendered images by kind, name, size, format and quality: at most 2000 entries and 64 MB. */
export function createImageCache(): LruCache<RenderedImage> {
  return new LruCache<RenderedImage>({ maxEntries: 2000, maxSize: 64 * 1024 * 1024 }, (image) => image.byteLength);
}

export function mediaRoutes({ db, cache = createImageCache(), limits = RENDER_LIMITS }: MediaDeps) {
  // Concurrent requests for the same uncached image share one render.
  const inFlight = new Map<string, Promise<RenderedImage>>();
  const renderSlot = pLimit(limits.concurrent);

  const render = async (key: string, kind: MediaKind, name: string, options: Omit<RenderRequest, 'name' | 'title'>) => {
    const title = await findMediaTitle(db, kind, name);
    if (title === null) throw notFound('Image');
    const image = await renderImage({ name: `${kind}/${name}`, title, ...options });
    cache.set(key, image);
    return image;
  };

  return createRouter().openapi(mediaRoute, async (c) => {
    const { kind, name } = c.req.valid('param');
    const { w, h, fm, q } = c.req.valid('query');
    // Only what the clients use renders (schema/rules/media.ts): other sizes would walk around the image cache.
    if (!isAllowedMediaRender({ width: w, height: h, format: fm, quality: q })) return c.json(errorBody(400, MEDIA_RENDER_MESSAGE), 400);
    const key = `${kind}/${name}/${w}x${h}/${fm}/${q}`;
    let image = cache.get(key);
    if (!image) {
      let pending = inFlight.get(key);
      if (!pending) {
        if (renderSlot.pendingCount >= limits.queued) {
          return c.json(errorBody(503, MEDIA_BUSY_MESSAGE), 503, { 'retry-after': '1' });
        }
        pending = renderSlot(() => render(key, kind, name, { width: w, height: h, format: fm, quality: q })).finally(() =>
          inFlight.delete(key),
        );
        inFlight.set(key, pending);
      }
      image = await pending;
    }
    return c.body(image, 200, { 'Content-Type': contentTypes[fm], 'Cache-Control': IMMUTABLE });
  });
}
