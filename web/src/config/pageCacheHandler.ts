import { join } from 'node:path';

/** Where `pnpm run build` compiles the page cache handlers (tsconfig.cache-handler.json), inside the build output. */
export const PAGE_CACHE_HANDLER_FILES = {
  memory: join('.next', 'cache-handler', 'cache', 'memory', 'nextCacheHandler.js'),
  redis: join('.next', 'cache-handler', 'cache', 'redis', 'nextCacheHandler.js'),
} as const;

/**
 * next.config.ts's `cacheHandler` for `next start`: Redis when `REDIS_URL` is set (web/README.md "Cached pages in
 * Redis"), else Next's own memory cache; both store each page with its script policy (docs/security.md §17). Never
 * for `next build` or `next dev`. Absolute (Next resolves a relative one against `.next` in one place and the working
 * directory in another), from the working directory of `next start`, the web folder (scripts/stack.ts, tests,
 * web/Dockerfile).
 */
export function pageCacheHandler(phase: string, env: Record<string, string | undefined> = process.env): { cacheHandler?: string } {
  if (phase !== 'phase-production-server') return {};
  const store = env.REDIS_URL?.trim() ? 'redis' : 'memory';
  return { cacheHandler: join(process.cwd(), PAGE_CACHE_HANDLER_FILES[store]) };
}
