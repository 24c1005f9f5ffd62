import { deserialize, serialize } from 'node:v8';
import type { CacheHandlerValue } from 'next/dist/server/lib/incremental-cache/index.js';
import type { IncrementalCacheValue } from 'next/dist/server/response-cache/types.js';

/** Next's response header listing a page's tags (`NEXT_CACHE_TAGS_HEADER` of next/dist/lib/constants). */
const CACHE_TAGS_HEADER = 'x-next-cache-tags';

/** One entry of Next's cache as kept in Redis: what the handler returns, plus the tags to check on each read. */
export type StoredEntry = {
  lastModified: number;
  value: IncrementalCacheValue | null;
  cacheControl: CacheHandlerValue['cacheControl'];
  tags: string[];
};

/**
 * Node's structured serialization keeps what JSON would lose in Next's values (the RSC payload and segment
 * `Buffer`s, the segments' `Map`, `undefined` fields), with no codec of our own. Entries live under the
 * build id, so a build only reads what its own Node version wrote.
 */
export function encodeEntry(entry: StoredEntry): Buffer {
  return serialize(entry);
}

export function decodeEntry(bytes: Buffer): StoredEntry {
  return deserialize(bytes) as StoredEntry;
}

/**
 * The tags a value carries: a data entry (`unstable_cache`, `fetch`) its own, a page or route the
 * `x-next-cache-tags` header Next gave it (its data's tags and the implicit `_N_T_` path tags).
 */
export function tagsOfValue(value: IncrementalCacheValue | null, setTags: readonly string[] = []): string[] {
  if (value === null) return [...setTags];
  if ('tags' in value && Array.isArray(value.tags)) return [...new Set([...value.tags, ...setTags])];
  const header = 'headers' in value ? value.headers?.[CACHE_TAGS_HEADER] : undefined;
  const fromHeader = typeof header === 'string' ? header.split(',').filter((tag) => tag.length > 0) : [];
  return [...new Set([...fromHeader, ...setTags])];
}
