import { listenForChanges } from '../catalogue-changes/change-listener.ts';
import type { ChangeNotices } from '../catalogue-changes/change-notices.ts';
import { createChangePath } from '../catalogue-changes/change-path.ts';
import { createCardCache } from '../catalogue/card-cache.ts';
import { loadPackageCards } from '../catalogue/package-cards.ts';
import type { ListenFn } from '../db/client.ts';
import { DEFAULT_CACHE_BYTES, ResponseCache } from '../http-cache/response-cache.ts';

export type CachingDeps = {
  /** The response cache (default: 5,000 entries, 64 MB); null: none (API_CACHE=off). */
  cache?: ResponseCache | null;
  /** Where change notices go (CACHE_INVALIDATION_URLS); default none. */
  notices?: ChangeNotices | null;
  /** LISTEN on the database (db/client.ts): hears the change signals of seat holds and of other instances. */
  listen?: ListenFn;
  logger?: Pick<Console, 'error'>;
  /** Seconds shared caches may keep public answers fresh (API_SHARED_MAX_AGE_SECONDS; default 10, 0: none). */
  sharedMaxAgeSeconds?: number;
};

/** The default response cache of createApp. */
export const defaultResponseCache = (maxEntries = 5_000): ResponseCache => new ResponseCache({ maxEntries, maxBytes: DEFAULT_CACHE_BYTES });

/** Package cards kept in memory (with the response cache; none with API_CACHE=off). */
const CARD_CACHE_ENTRIES = 5_000;

/**
 * The response cache, the package cards' cache and the change path that empties both; LISTENs for the change
 * signals when it can. Without a response cache (API_CACHE=off) cards are read from the database every time.
 */
export function catalogueCaching(caching: CachingDeps | undefined, logger: Pick<Console, 'error'>) {
  const cache = caching?.cache === undefined ? defaultResponseCache() : caching.cache;
  const cardCache = cache ? createCardCache(loadPackageCards, CARD_CACHE_ENTRIES) : null;
  const changes = createChangePath({ caches: [cache, cardCache].filter((one) => one !== null), notices: caching?.notices ?? null });
  const listen = caching?.listen;
  if (listen) {
    listenForChanges(listen, changes).catch((error: unknown) => (caching?.logger ?? logger).error('LISTEN for catalogue changes failed:', error));
  }
  return { cache, changes, loadCards: cardCache?.load ?? loadPackageCards };
}
