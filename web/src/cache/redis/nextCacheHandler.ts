import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CacheHandlerContext } from 'next/dist/server/lib/incremental-cache/index.js';
import { sharedRedis } from '../../redis/redisClient.ts';
import { localCopies, type LocalCopies } from './localCopies.ts';
import { RedisCacheHandler, type PageCacheStore } from './redisCacheHandler.ts';

/** Next's default `cacheMaxMemorySize` (50 MB), when its context gives none. */
const DEFAULT_LOCAL_BYTES = 50 * 1024 * 1024;

let store: Promise<PageCacheStore> | undefined;
let local: LocalCopies | null | undefined;

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
 * handler per request; they share one client, store and local copies (`cacheMaxMemorySize` bytes; 0: none).
 */
export default class NextRedisCacheHandler extends RedisCacheHandler {
  constructor(ctx: CacheHandlerContext) {
    local = local === undefined ? localCopies(ctx.maxMemoryCacheSize ?? DEFAULT_LOCAL_BYTES) : local;
    super(pageCacheStore(ctx.serverDistDir), Date.now, local);
  }
}
