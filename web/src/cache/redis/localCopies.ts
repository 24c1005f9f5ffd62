import { LRUCache } from 'lru-cache';
import type { StoredEntry } from './storedEntry.ts';

type Copy = { entry: StoredEntry; bytes: number };

/**
 * Decoded entries this process wrote or read, by Redis key, bounded by their encoded size (Next's
 * `cacheMaxMemorySize`, 50 MB by default): a cached page costs a small version and tag lookup in Redis instead
 * of moving and decoding its ~0.5 MB again. Whether a copy may be served is decided in Redis on every read.
 */
export type LocalCopies = LRUCache<string, Copy>;

export function localCopies(maxBytes: number): LocalCopies | null {
  if (maxBytes <= 0) return null;
  return new LRUCache<string, Copy>({ maxSize: maxBytes, maxEntrySize: maxBytes, sizeCalculation: (copy) => Math.max(1, copy.bytes) });
}
