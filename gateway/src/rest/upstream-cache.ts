import CachePolicy from 'http-cache-semantics';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';

/** One public GET's last answer: what HTTP caching says of it (freshness, validators) and its parsed JSON body. */
export interface CachedAnswer {
  policy: CachePolicy;
  etag: string | null;
  body: unknown;
  /** Until when (epoch ms) the answer was judged fresh: no need to judge it again before then (`client/revalidation.ts`). */
  freshUntil?: number;
  /** The body as each route schema validated it, made on its first use (`client/validated-once.ts`); a 304 keeps it. */
  validated?: Map<z.ZodType, unknown>;
}

/**
 * The HTTP cache of the api's public GETs (README "Upstream HTTP cache"), a shared cache by RFC 9111 as
 * http-cache-semantics implements it: an answer the api lets shared caches keep is stored with its parsed body;
 * while it is fresh (the api's `s-maxage`) it answers without a call, after that it is revalidated with
 * `If-None-Match`, so a 304 replaces the body's transfer and JSON parse. Public-token GETs only: a user's call never
 * reads or fills it. Bounded (least recently used entries go first) and emptied by every change this gateway hears
 * of (change notices, and the mutations that change public data).
 */
export interface UpstreamCache {
  get(url: string): CachedAnswer | undefined;
  set(url: string, answer: CachedAnswer): void;
  delete(url: string): void;
  clear(): void;
}

export function createUpstreamCache(maxEntries: number): UpstreamCache | null {
  if (maxEntries <= 0) return null;
  const entries = new LRUCache<string, CachedAnswer>({ max: maxEntries });
  return {
    get: (url) => entries.get(url),
    set: (url, answer) => void entries.set(url, answer),
    delete: (url) => void entries.delete(url),
    clear: () => entries.clear(),
  };
}
