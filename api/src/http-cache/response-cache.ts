import { LRUCache } from 'lru-cache';

/** An assembled answer: the exact body bytes, its strong ETag and the headers it was sent with. */
export type CachedResponse = { body: Uint8Array<ArrayBuffer>; etag: string; headers: [string, string][] };

export type ResponseCacheOptions = { maxEntries: number; maxBytes: number };

/** ~64 MB of bodies: the 5,000-package picker is ~0.5 MB, a page of cards ~10 kB. */
export const DEFAULT_CACHE_BYTES = 64 * 1024 * 1024;
const ENTRY_OVERHEAD_BYTES = 256;

/**
 * The api's in-memory cache of public catalogue answers (api/CONTRACT.md "Caching and catalogue changes"):
 * an LRU bounded by count and bytes (lru-cache), with a tag index so a change drops exactly the entries that
 * show it. `generation` moves on every drop: an answer assembled before a drop is not stored after it
 * (it may hold the old price), see `set`.
 */
export class ResponseCache {
  private readonly keysByTag = new Map<string, Set<string>>();
  private readonly tagsByKey = new Map<string, readonly string[]>();
  private readonly lru: LRUCache<string, CachedResponse>;
  private currentGeneration = 0;

  constructor(options: ResponseCacheOptions) {
    this.lru = new LRUCache<string, CachedResponse>({
      max: options.maxEntries,
      maxSize: options.maxBytes,
      sizeCalculation: (entry) => entry.body.byteLength + ENTRY_OVERHEAD_BYTES,
      // Evicted, replaced or deleted: its key leaves the tag index too.
      dispose: (_entry, key) => this.unindex(key),
    });
  }

  get generation(): number {
    return this.currentGeneration;
  }

  get size(): number {
    return this.lru.size;
  }

  get(key: string): CachedResponse | undefined {
    return this.lru.get(key);
  }

  /** Stores unless a drop happened since `generation` was read (the answer may predate the change). */
  set(key: string, entry: CachedResponse, tags: readonly string[], generation: number): boolean {
    if (generation !== this.currentGeneration) return false;
    this.lru.set(key, entry);
    if (!this.lru.has(key)) return false; // larger than the byte bound
    this.tagsByKey.set(key, tags);
    for (const tag of tags) {
      const keys = this.keysByTag.get(tag);
      if (keys) keys.add(key);
      else this.keysByTag.set(tag, new Set([key]));
    }
    return true;
  }

  /** Drops every entry carrying one of `tags`; returns how many went. */
  dropTags(tags: readonly string[]): number {
    this.currentGeneration += 1;
    let dropped = 0;
    for (const tag of tags) {
      for (const key of [...(this.keysByTag.get(tag) ?? [])]) if (this.lru.delete(key)) dropped += 1;
    }
    return dropped;
  }

  clear(): void {
    this.currentGeneration += 1;
    this.lru.clear();
  }

  private unindex(key: string): void {
    for (const tag of this.tagsByKey.get(key) ?? []) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTag.delete(tag);
    }
    this.tagsByKey.delete(key);
  }
}
