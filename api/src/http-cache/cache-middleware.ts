import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/app-env.ts';
import type { ResponseCache } from './response-cache.ts';
import { strongEtag } from './strong-etag.ts';

/** Per-request headers that must not be replayed from the cache. */
const NOT_REPLAYED = new Set(['x-request-id', 'date', 'etag', 'cache-control', 'content-length']);

/**
 * Serves public-token GETs from the response cache and stores the answers of routes that declared their
 * tags (`setCacheTags`). A user or staff token never reads nor fills it (api/CONTRACT.md): such answers
 * could one day differ per caller. `cache` null (API_CACHE=off) makes this a no-op.
 */
export function responseCacheMiddleware(cache: ResponseCache | null) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!cache || c.req.method !== 'GET' || c.get('principal')?.kind !== 'public') return next();
    const key = cacheKey(c.req.url);
    const hit = cache.get(key);
    if (hit) {
      const headers = new Headers(hit.headers);
      headers.set('etag', hit.etag);
      headers.set('x-cache', 'hit');
      return c.body(hit.body, 200, Object.fromEntries(headers));
    }
    const generation = cache.generation;
    await next();
    const tags = c.get('cacheTags');
    if (!tags || c.res.status !== 200) return;
    const body = new Uint8Array(await c.res.clone().arrayBuffer());
    const etag = strongEtag(body);
    const headers = [...c.res.headers].filter(([name]) => !NOT_REPLAYED.has(name.toLowerCase()));
    cache.set(key, { body, etag, headers }, tags, generation);
    c.res.headers.set('etag', etag);
    c.res.headers.set('x-cache', 'miss');
  });
}

/** Path and query exactly as asked (`/api/v1/packages?category=x&limit=12`): the origin is not part of it. */
function cacheKey(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  return start < 0 ? '/' : url.slice(start);
}
