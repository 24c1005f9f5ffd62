import { createMiddleware } from 'hono/factory';
import { etag } from 'hono/etag';
import type { AppEnv } from '../http/app-env.ts';
import { DEFAULT_SHARED_MAX_AGE_SECONDS, NO_STORE, publicCacheControl } from './cache-control.ts';
import { sha1Digest } from './strong-etag.ts';

/**
 * Cache-Control on every GET: public answers (and their 304s) as `publicCacheControl` says; what a user route (🔒,
 * `requireUser` marks it) answers, every error, and the open routes (health) are `no-store`.
 */
const cacheControl = (publicAnswers: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return;
    // On the answer's own headers: `c.header` after `next()` would rebuild the answer around a stream of its body.
    c.res.headers.set('cache-control', (c.res.status === 200 || c.res.status === 304) && c.get('principal') !== undefined && !c.get('userData') ? publicAnswers : NO_STORE);
  });

/**
 * Strong `ETag` (sha-1 of the exact body bytes, hono/etag) and `304 Not Modified` on `If-None-Match`, with
 * Cache-Control: mount on the routes of api/CONTRACT.md "HTTP caching of public GETs". Answers that already
 * carry an ETag (the response cache's) are not hashed again.
 *
 * Cache-Control is set last, on the answer as hashing left it. @hono/node-server 1.x's lightweight `Response` (the
 * global one in the running server) kept a header set on a not-yet-built answer apart from the answer it built
 * when the hash cloned the body, so a header set before the hash was lost. 2.x fixed that; the order stays, and
 * the test holds both headers with that `Response` in place.
 */
export function httpCaching(sharedMaxAgeSeconds = DEFAULT_SHARED_MAX_AGE_SECONDS) {
  const etags = etag({ generateDigest: sha1Digest });
  const control = cacheControl(publicCacheControl(sharedMaxAgeSeconds));
  return createMiddleware<AppEnv>((c, next) =>
    control(c, async () => {
      await etags(c, next);
    }),
  );
}
