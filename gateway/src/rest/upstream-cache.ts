import { LRUCache } from 'lru-cache';

/** One public GET's last answer: its strong ETag and its parsed JSON body. */
interface CachedAnswer {
  etag: string;
  body: unknown;
}

/**
 * The HTTP cache of the api's public GETs (README "Upstream HTTP cache"): the body of each answer that carries
 * an ETag and allows storing it, revalidated on every use with `If-None-Match` (the api sends `max-age=0,
 * must-revalidate`), so a 304 replaces the body's transfer and JSON parse. Public-token GETs only: a user's call
 * never reads or fills it. Bounded (least recently used entries go first) and emptied by the change notices.
 */
export interface UpstreamCache {
  /** The stored answer of this URL, for its ETag. */
  get(url: string): CachedAnswer | undefined;
  /** Keeps an answer when its headers allow it (an ETag, neither `no-store` nor `private`). */
  store(url: string, headers: { get(name: string): string | null }, body: unknown): void;
  clear(): void;
}

const storable = (cacheControl: string | null): boolean => !/\b(no-store|private)\b/i.test(cacheControl ?? '');

export function createUpstreamCache(maxEntries: number): UpstreamCache | null {
  if (maxEntries <= 0) return null;
  const entries = new LRUCache<string, CachedAnswer>({ max: maxEntries });
  return {
    get: (url) => entries.get(url),
    store: (url, headers, body) => {
      const etag = headers.get('etag');
      if (etag !== null && storable(headers.get('cache-control'))) entries.set(url, { etag, body });
      else entries.delete(url);
    },
    clear: () => entries.clear(),
  };
}
