import type { Redis } from 'ioredis';
import type { CacheHandler, CacheHandlerValue } from 'next/dist/server/lib/incremental-cache/index.js';
import type { GetIncrementalFetchCacheContext, IncrementalCacheValue } from 'next/dist/server/response-cache/types.js';
import { withScriptHashPolicy } from '../script-policy/scriptHashes.ts';
import { ENTRY_TTL_SECONDS, entryKey, versionKey } from './entryKeys.ts';
import type { LocalCopies } from './localCopies.ts';
import { decodeEntry, encodeEntry, tagsOfValue, type StoredEntry } from './storedEntry.ts';
import { markTagsRevalidated, revalidatedSince } from './tagTimes.ts';

/** Where a build keeps its entries: the client adds `pilgrim:web:`; a new build never reads an old build's pages. */
export type PageCacheStore = { client: Redis; buildId: string };

type GetContext = Parameters<CacheHandler['get']>[1];
type SetContext = Parameters<CacheHandler['set']>[2];

/** A data entry's lookup names its tags (`unstable_cache`'s, and the page's implicit ones) beside its key. */
function tagsAskedFor(ctx: GetContext): string[] {
  const kind: string = ctx.kind;
  if (kind !== 'FETCH') return [];
  const { tags = [], softTags = [] } = ctx as GetIncrementalFetchCacheContext;
  return [...tags, ...softTags];
}

let readsFailing = false;

const served = (entry: StoredEntry): CacheHandlerValue => ({ lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl });

/**
 * Next 16's incremental cache handler (`cacheHandler` in next.config.ts) over Redis: rendered pages, route
 * answers and `unstable_cache` entries of every instance in one place, and `revalidateTag` on any instance
 * reaching all of them (tag times in Redis, checked on every read). A Redis failure on a read is a miss (the
 * page renders); on a write Next logs it and serves what it rendered; a tag revalidation that fails throws
 * (Next only logs it, after the response: `/api/revalidate` records the tags itself first, or answers 503).
 */
export class RedisCacheHandler {
  constructor(
    private readonly store: Promise<PageCacheStore>,
    private readonly now: () => number = Date.now,
    private readonly local: LocalCopies | null = null,
  ) {}

  async get(cacheKey: string, ctx: GetContext): Promise<CacheHandlerValue | null> {
    try {
      const found = await this.read(cacheKey, ctx);
      readsFailing = false;
      return found;
    } catch (error) {
      if (!readsFailing) console.error(`page cache: reading Redis failed, rendering instead (${(error as Error).message})`);
      readsFailing = true;
      return null;
    }
  }

  /**
   * This process's copy while Redis holds no newer version (one small round trip: version and tag times),
   * else the entry from Redis; either only while none of its tags was revalidated since it was written.
   */
  private async read(cacheKey: string, ctx: GetContext): Promise<CacheHandlerValue | null> {
    const { client, buildId } = await this.store;
    const key = entryKey(buildId, cacheKey);
    const copy = this.local?.get(key);
    if (copy) {
      const tags = [...new Set([...copy.entry.tags, ...tagsAskedFor(ctx)])];
      const [version, revalidated] = await Promise.all([client.get(versionKey(buildId, cacheKey)), revalidatedSince(client, tags, copy.entry.lastModified, this.now())]);
      if (revalidated) {
        this.local?.delete(key);
        return null;
      }
      if (version === null || Number(version) <= copy.entry.lastModified) return served(copy.entry);
    }
    const bytes = await client.getBuffer(key);
    if (bytes === null) return null;
    const entry = decodeEntry(bytes);
    const tags = [...new Set([...entry.tags, ...tagsAskedFor(ctx)])];
    if (await revalidatedSince(client, tags, entry.lastModified, this.now())) return null;
    this.local?.set(key, { entry, bytes: bytes.length });
    return served(entry);
  }

  async set(cacheKey: string, rendered: IncrementalCacheValue | null, ctx: SetContext): Promise<void> {
    const { client, buildId } = await this.store;
    const value = withScriptHashPolicy(rendered);
    const setTags = 'tags' in ctx && Array.isArray(ctx.tags) ? ctx.tags : [];
    const cacheControl = 'cacheControl' in ctx && !ctx.fetchCache ? ctx.cacheControl : undefined;
    const entry = { lastModified: this.now(), value, cacheControl, tags: tagsOfValue(value, setTags) };
    const bytes = encodeEntry(entry);
    const key = entryKey(buildId, cacheKey);
    this.local?.set(key, { entry, bytes: bytes.length });
    await client
      .multi()
      .set(key, bytes, 'EX', ENTRY_TTL_SECONDS)
      .set(versionKey(buildId, cacheKey), entry.lastModified, 'EX', ENTRY_TTL_SECONDS)
      .exec();
  }

  async revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> {
    const { client } = await this.store;
    await markTagsRevalidated(client, typeof tags === 'string' ? [tags] : tags, durations, this.now());
  }

  resetRequestCache(): void {}
}
