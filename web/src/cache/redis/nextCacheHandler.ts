import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CacheHandlerContext } from 'next/dist/server/lib/incremental-cache/index.js';
import { sharedRedis } from '../../redis/redisClient.ts';
import { RedisCacheHandler, type PageCacheStore } from './redisCacheHandler.ts';

let store: Promise<PageCacheStore> | undefined;

/** The process's store: the shared client and this build's id (`.next/BUILD_ID`, beside `serverDistDir`). */
function pageCacheStore(serverDistDir: string | undefined): Promise<PageCacheStore> {
  if (store) return store;
  const client = sharedRedis();
  if (client === null) throw new Error('The Redis page cache handler needs REDIS_URL (next.config.ts names it only then)');
  const buildId = readFileSync(join(serverDistDir ?? join(process.cwd(), '.next', 'server'), '..', 'BUILD_ID'), 'utf8').trim();
  store = client.then((redis) => ({ client: redis, buildId }));
  return store;
}

/**
 * The file next.config.ts names as `cacheHandler` when `REDIS_URL` is set (compiled to
 * `.next/cache-handler/` by `pnpm run build`: Node imports it, Next does not bundle it). Next makes a
 * handler per request; they share one client and store.
 */
export default class NextRedisCacheHandler extends RedisCacheHandler {
  constructor(ctx: CacheHandlerContext) {
    super(pageCacheStore(ctx.serverDistDir));
  }
}
