import { join } from 'node:path';

/** Where `pnpm run build` compiles the Redis handler (tsconfig.cache-handler.json), inside the build output. */
export const PAGE_CACHE_HANDLER_FILE = join('.next', 'cache-handler', 'cache', 'redis', 'nextCacheHandler.js');

/**
 * next.config.ts's `cacheHandler`: Redis for `next start` when `REDIS_URL` is set (web/README.md "Cached pages
 * in Redis"), else none — Next's memory cache, as without Redis. Never for `next build` or `next dev`.
 * Absolute (Next resolves a relative one against `.next` in one place and the working directory in another),
 * from the working directory of `next start`, the web folder (scripts/stack.ts, tests, web/Dockerfile).
 */
export function pageCacheHandler(phase: string, env: Record<string, string | undefined> = process.env): { cacheHandler?: string } {
  if (phase !== 'phase-production-server' || !env.REDIS_URL?.trim()) return {};
  return { cacheHandler: join(process.cwd(), PAGE_CACHE_HANDLER_FILE) };
}
