import { createInMemoryCache, type Cache } from '@graphql-yoga/plugin-response-cache';
import type { ExecutionResult } from 'graphql';
import { MAX_CACHED_RESPONSES } from './policy.ts';

export type CachedEntity = { typename: string; id?: string | number };

/**
 * The store of cached public responses: envelop's in-memory LRU (responses indexed by the entities they hold),
 * plus what the library's cache lacks:
 * - `clear`: a `catalogue` change notice drops every response at once by starting a fresh store;
 * - no stale refill: a response whose execution began before an invalidation is not stored (it may have read
 *   the upstream before the change). A key's oldest outstanding miss remembers the generation it happened in
 *   (a later miss of the same key does not overwrite it, so two misses around an invalidation cannot pass the
 *   first one's answer off as fresh); any invalidation starts a new generation, and `set` stores an answer only
 *   when its key's recorded miss is of the current generation. A miss whose answer never came (errors are not
 *   stored) is forgotten after PENDING_MISS_MS;
 * - the library's own invalidation (`invalidate`, called with every entity a mutation's answer holds) is ignored:
 *   a wishlist toggle answering a Package changes nothing public. The mutations that do change public data
 *   call `invalidateEntities` (see mutation-invalidation.ts).
 */
export interface PublicResponseCache extends Cache {
  /** The stored answer, without counting as a miss (the fast path's look-up, `fast-path.ts`). */
  peek(key: string): ExecutionResult | null;
  clear(): void;
  invalidateEntities(entities: CachedEntity[]): void;
}

/** Misses waiting for their answer; bounded because an answer with errors is never stored (its miss stays). */
const MAX_PENDING_MISSES = 10_000;
/** Longer than any operation runs (its upstream calls time out well before): an older miss was abandoned. */
const PENDING_MISS_MS = 30_000;

type Miss = { generation: number; at: number };

export function createPublicResponseCache(max = MAX_CACHED_RESPONSES, now: () => number = Date.now): PublicResponseCache {
  let store = createInMemoryCache({ max });
  let generation = 0;
  // Clearing it only makes in-flight answers go unstored (an unknown key is never taken as fresh): always safe.
  const missedIn = new Map<string, Miss>();
  const nextGeneration = (): void => {
    generation += 1;
  };
  return {
    get(key) {
      const hit = store.get(key);
      if (hit == null) {
        const pending = missedIn.get(key);
        if (pending === undefined || now() - pending.at > PENDING_MISS_MS) {
          if (missedIn.size >= MAX_PENDING_MISSES) missedIn.clear();
          missedIn.set(key, { generation, at: now() });
        }
      }
      return hit;
    },
    peek(key) {
      return store.get(key) as ExecutionResult | null;
    },
    set(key, result, entities, ttl) {
      const fresh = missedIn.get(key)?.generation === generation;
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
