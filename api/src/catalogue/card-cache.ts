import { LRUCache } from 'lru-cache';
import type { DroppableByTags } from '../catalogue-changes/change-path.ts';
import type { Db } from '../db/client.ts';
import { isTransaction } from '../db/is-transaction.ts';
import { CATALOGUE_TAG, packageIdOfTag } from '../http-cache/tags.ts';
import type { PackageCard } from './schemas.ts';

export type CardLoader = (db: Db, ids: string[]) => Promise<PackageCard[]>;

/**
 * Package cards kept in memory by id, for the answers that assemble cards per request: a user's wishlist page (the
 * response cache never keeps it) and the content lists on a response-cache miss. Emptied by the catalogue's change
 * path as the response cache is: a change tagged with the package drops its card, one tagged `catalogue` drops them
 * all, and cards loaded while a change happened are answered but not kept (they may show the old price). A
 * transaction reads the database: it may be the one changing them. Cards are frozen: every request shares them.
 */
export function createCardCache(load: CardLoader, maxEntries: number): { load: CardLoader } & DroppableByTags {
  const cards = new LRUCache<string, PackageCard>({ max: maxEntries });
  let generation = 0;
  return {
    async load(db, ids) {
      if (isTransaction(db)) return load(db, ids);
      const unique = [...new Set(ids)];
      const found = new Map<string, PackageCard>();
      const missing: string[] = [];
      for (const id of unique) {
        const card = cards.get(id);
        if (card) found.set(id, card);
        else missing.push(id);
      }
      if (missing.length > 0) {
        const started = generation;
        for (const card of await load(db, missing)) {
          const frozen = deepFreeze(card);
          found.set(card._id, frozen);
          if (generation === started) cards.set(card._id, frozen);
        }
      }
      return unique.flatMap((id) => found.get(id) ?? []);
    },
    dropTags(tags) {
      generation += 1;
      if (tags.includes(CATALOGUE_TAG)) cards.clear();
      else
        for (const tag of tags) {
          const id = packageIdOfTag(tag);
          if (id !== null) cards.delete(id);
        }
    },
    clear() {
      generation += 1;
      cards.clear();
    },
  };
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}
