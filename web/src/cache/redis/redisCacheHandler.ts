import type { Redis } from 'ioredis';
import type { CacheHandler, CacheHandlerValue } from 'next/dist/server/lib/incremental-cache/index.js';
import type { GetIncrementalFetchCacheContext, IncrementalCacheValue } from 'next/dist/server/response-cache/types.js';
import { decodeEntry, encodeEntry, tagsOfValue } from './storedEntry.ts';
import { markTagsRevalidated, revalidatedSince } from './tagTimes.ts';

/** Where a build keeps its entries: the client adds `pilgrim:web:`; a new build never reads an old build's pages. */
export type PageCacheStore = { client: Redis; buildId: string };

/**
 * An entry unread for a week is dropped (old builds' pages go so); Next re-renders a page long before that
 * (`revalidate = 600`), and Redis's own eviction (`allkeys-lru`) bounds memory meanwhile.
 */
export const ENTRY_TTL_SECONDS = 7 * 24 * 60 * 60;

type GetContext = Parameters<CacheHandler['get']>[1];
type SetContext = Parameters<CacheHandler['set']>[2];

export function entryKey(buildId: string, cacheKey: string): string {
  return `page-cache:${buildId}:${cacheKey}`;
}

/** A data entry's lookup names its tags (`unstable_cache`'s, and the page's implicit ones) beside its key. */
function tagsAskedFor(ctx: GetContext): string[] {
  const kind: string = ctx.kind;
  if (kind !== 'FETCH') return [];
  const { tags = [], softTags = [] } = ctx as GetIncrementalFetchCacheContext;
  return [...tags, ...softTags];
}

let readsFailing = false;

/**
 * Next 16's incremental cache handler (`cacheHandler` in next.config.ts) over Redis: rendered pages, route
 * answers and `unstable_cache` entries of every instance in one place, and `revalidateTag` on any instance
 * reaching all of them (tag times in Redis, checked on every read). A Redis failure on a read is a miss (the
 * page renders); on a write Next logs it and serves what it rendered; a tag revalidation that fails throws,
 * so the change notice is answered 500 and the api sends it again.
 */
export class RedisCacheHandler {
  constructor(
    private readonly store: Promise<PageCacheStore>,
    private readonly now: () => number = Date.now,
  ) {}

  async get(cacheKey: string, ctx: GetContext): Promise<CacheHandlerValue | null> {
    try {
      const { client, buildId } = await this.store;
      const bytes = await client.getBuffer(entryKey(buildId, cacheKey));
      readsFailing = false;
      if (bytes === null) return null;
      const entry = decodeEntry(bytes);
      const tags = [...new Set([...entry.tags, ...tagsAskedFor(ctx)])];
      if (await revalidatedSince(client, tags, entry.lastModified, this.now())) return null;
      return { lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl };
    } catch (error) {
      if (!readsFailing) console.error(`page cache: reading Redis failed, rendering instead (${(error as Error).message})`);
      readsFailing = true;
      return null;
    }
  }

  async set(cacheKey: string, value: IncrementalCacheValue | null, ctx: SetContext): Promise<void> {
    const { client, buildId } = await this.store;
    const setTags = 'tags' in ctx && Array.isArray(ctx.tags) ? ctx.tags : [];
    const cacheControl = 'cacheControl' in ctx && !ctx.fetchCache ? ctx.cacheControl : undefined;
    const entry = { lastModified: this.now(), value, cacheControl, tags: tagsOfValue(value, setTags) };
    await client.set(entryKey(buildId, cacheKey), encodeEntry(entry), 'EX', ENTRY_TTL_SECONDS);
  }

  async revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> {
    const { client } = await this.store;
    await markTagsRevalidated(client, typeof tags === 'string' ? [tags] : tags, durations, this.now());
  }

  resetRequestCache(): void {}
}
