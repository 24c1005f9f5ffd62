import { createInMemoryCache, type Cache } from '@graphql-yoga/plugin-response-cache';
import { MAX_CACHED_RESPONSES } from './policy.ts';

export type CachedEntity = { typename: string; id?: string | number };

/**
 * The store of cached public responses: envelop's in-memory LRU (responses indexed by the entities they hold),
 * plus what the library's cache lacks:
 * - `clear`: a `catalogue` change notice drops every response at once by starting a fresh store;
 * - no stale refill: a response whose execution began before an invalidation is not stored (it may have read
 *   the upstream before the change). Each miss remembers the generation it happened in; any invalidation
 *   starts a new generation, and `set` stores only answers of the current one;
 * - the library's own invalidation (`invalidate`, called with every entity a mutation's answer holds) is ignored:
 *   a wishlist toggle answering a Package changes nothing public. The mutations that do change public data
 *   call `invalidateEntities` (see mutation-invalidation.ts).
 */
export interface PublicResponseCache extends Cache {
  clear(): void;
  invalidateEntities(entities: CachedEntity[]): void;
}

/** Misses waiting for their answer; bounded because an answer with errors is never stored (its miss stays). */
const MAX_PENDING_MISSES = 10_000;

export function createPublicResponseCache(max = MAX_CACHED_RESPONSES): PublicResponseCache {
  let store = createInMemoryCache({ max });
  let generation = 0;
  const missedIn = new Map<string, number>();
  const nextGeneration = (): void => {
    generation += 1;
    missedIn.clear();
  };
  return {
    get(key) {
      const hit = store.get(key);
      if (hit == null) {
        if (missedIn.size >= MAX_PENDING_MISSES) missedIn.clear();
        missedIn.set(key, generation);
      }
      return hit;
    },
    set(key, result, entities, ttl) {
      const fresh = missedIn.get(key) === generation;
      missedIn.delete(key);
      if (fresh) return store.set(key, result, entities, ttl);
    },
    invalidate() {},
    invalidateEntities(entities) {
      nextGeneration();
      void store.invalidate(entities);
    },
    clear() {
      nextGeneration();
      store = createInMemoryCache({ max });
    },
  };
}
