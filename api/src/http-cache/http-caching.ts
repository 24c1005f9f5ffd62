import { createMiddleware } from 'hono/factory';
import { etag } from 'hono/etag';
import type { AppEnv } from '../http/app-env.ts';
import { sha1Digest } from './strong-etag.ts';

export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
export const NO_STORE = 'no-store';

/**
 * Cache-Control on every GET: public answers may be kept but revalidated each time; what a user route
 * (🔒, `requireUser` marks it) answers, every error, and the open routes (health) are `no-store`.
 */
const cacheControl = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return;
  c.header('cache-control', c.res.status === 200 && c.get('principal') !== undefined && !c.get('userData') ? PUBLIC_CACHE_CONTROL : NO_STORE);
});

/**
 * Strong `ETag` (sha-1 of the exact body bytes, hono/etag) and `304 Not Modified` on `If-None-Match`, with
 * Cache-Control: mount on the routes of api/CONTRACT.md "HTTP caching of public GETs". Answers that already
 * carry an ETag (the response cache's) are not hashed again.
 */
export function httpCaching() {
  const etags = etag({ generateDigest: sha1Digest });
  return createMiddleware<AppEnv>((c, next) => etags(c, async () => {
    await cacheControl(c, next);
  }));
}
