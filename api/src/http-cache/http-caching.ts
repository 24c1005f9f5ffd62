import { createMiddleware } from 'hono/factory';
import { etag } from 'hono/etag';
import type { AppEnv } from '../http/app-env.ts';
import { sha1Digest } from './strong-etag.ts';

/**
 * Seconds a shared cache (the gateway's upstream HTTP cache) may use a public answer without asking again
 * (API_SHARED_MAX_AGE_SECONDS): every catalogue change reaches the gateways as a change notice at once, so this only
 * bounds what a lost notice could leave stale, well inside the gateway's own response-cache lifetimes (30 s–5 min).
 */
export const DEFAULT_SHARED_MAX_AGE_SECONDS = 10;

/**
 * A public answer's Cache-Control: browsers revalidate it each time (`max-age=0`); shared caches may keep it fresh
 * for `sharedMaxAgeSeconds` (`s-maxage`), then revalidate it. With 0, every cache revalidates on every use.
 */
export function publicCacheControl(sharedMaxAgeSeconds: number): string {
  return sharedMaxAgeSeconds > 0 ? `public, max-age=0, s-maxage=${sharedMaxAgeSeconds}` : 'public, max-age=0, must-revalidate';
}

export const PUBLIC_CACHE_CONTROL = publicCacheControl(DEFAULT_SHARED_MAX_AGE_SECONDS);
export const NO_STORE = 'no-store';

/**
 * Cache-Control on every GET: public answers as `publicCacheControl` says; what a user route (🔒, `requireUser`
 * marks it) answers, every error, and the open routes (health) are `no-store`.
 */
const cacheControl = (publicAnswers: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return;
    // On the answer's own headers: `c.header` after `next()` would rebuild the answer around a stream of its body.
    c.res.headers.set('cache-control', c.res.status === 200 && c.get('principal') !== undefined && !c.get('userData') ? publicAnswers : NO_STORE);
  });

/**
 * Strong `ETag` (sha-1 of the exact body bytes, hono/etag) and `304 Not Modified` on `If-None-Match`, with
 * Cache-Control: mount on the routes of api/CONTRACT.md "HTTP caching of public GETs". Answers that already
 * carry an ETag (the response cache's) are not hashed again.
 */
export function httpCaching(sharedMaxAgeSeconds = DEFAULT_SHARED_MAX_AGE_SECONDS) {
  const etags = etag({ generateDigest: sha1Digest });
  const control = cacheControl(publicCacheControl(sharedMaxAgeSeconds));
  return createMiddleware<AppEnv>((c, next) => etags(c, async () => {
    await control(c, next);
  }));
}
