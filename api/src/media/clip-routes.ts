import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import pLimit from 'p-limit';
import type { Db } from '../db/client.ts';
import { videos } from '../db/schema/content-media.ts';
import { ErrorBodySchema, notFound } from '../http/errors.ts';
import { createRouter } from '../http/router.ts';
import { renderClip } from './clip.ts';
import { LruCache } from './lru-cache.ts';

type Clip = Uint8Array<ArrayBuffer>;

const clipRoute = createRoute({
  method: 'get',
  path: '/media/clips/{file}',
  tags: ['media'],
  summary: "A video's file: a short generated WebM (VP8) of its artwork",
  request: {
    params: z.object({
      file: z
        .string()
        .regex(/^[a-z0-9-]{1,200}\.webm$/, "must be a slug followed by '.webm'")
        .openapi({ param: { name: 'file', in: 'path' }, example: 'kailash-parikrama-day-by-day.webm' }),
    }),
  },
  responses: {
    200: { description: 'The clip, cacheable forever', content: { 'video/webm': { schema: z.string().openapi({ format: 'binary' }) } } },
    400: { description: 'Not a clip name', content: { 'application/json': { schema: ErrorBodySchema } } },
    404: { description: 'No video has this file', content: { 'application/json': { schema: ErrorBodySchema } } },
  },
});

/** `GET /media/clips/{slug}.webm`: the file a seeded video's `source.url` names, rendered once and cached. */
export function clipRoutes({ db }: { db: Db }) {
  const cache = new LruCache<Clip>({ maxEntries: 100, maxSize: 16 * 1024 * 1024 }, (clip) => clip.byteLength);
  const inFlight = new Map<string, Promise<Clip>>();
  // Five frames are five image renders: one clip at a time keeps the images route responsive.
  const slot = pLimit(1);

  const render = async (file: string): Promise<Clip> => {
    const [video] = await db.select({ title: videos.title }).from(videos).where(eq(videos.sourceUrl, `/media/clips/${file}`)).limit(1);
    if (!video) throw notFound('Video file');
    const clip = await renderClip(`clips/${file}`, video.title);
    cache.set(file, clip);
    return clip;
  };

  return createRouter().openapi(clipRoute, async (c) => {
    const { file } = c.req.valid('param');
    let clip = cache.get(file);
    if (!clip) {
      let pending = inFlight.get(file);
      if (!pending) {
        pending = slot(() => render(file)).finally(() => inFlight.delete(file));
        inFlight.set(file, pending);
      }
      clip = await pending;
    }
    return c.body(clip, 200, { 'Content-Type': 'video/webm', 'Cache-Control': 'public, max-age=31536000, immutable' });
  });
}
