import { upstreamUnavailableError } from '../errors.ts';
import type { RestClient } from '../rest/http.ts';
import type { RestOutcome } from '../rest/outcome.ts';
import { fetchWishlistIds, fetchWishlistPage, type WishlistPage } from '../rest/wishlist/wishlist.ts';

/** Answers that mean "this token is no (longer a) user": an empty wishlist, never an error. */
export const SIGNED_OUT_STATUSES: ReadonlySet<number> = new Set([401, 403, 404]);

export interface WishlistIdsLoader {
  /** The caller's wishlisted package ids: one `get-wishlistids` call per request at most, none for a visitor. */
  load(): Promise<ReadonlySet<string>>;
  /** The ids a wishlist change answered: later reads of this request use them, with no call. */
  prime(ids: readonly string[]): void;
}

type PageRequest = { page: number; limit: number };

export interface WishlistPagesLoader {
  /** One `get-wishlist` page, fetched once per request (`withViewer`: with the caller's profile in the answer). */
  load(page: PageRequest, withViewer?: boolean): Promise<RestOutcome<WishlistPage>>;
  /** The wishlist's total from a page this request already fetched (pages and count agree), else null. */
  knownTotal(): Promise<number | null>;
}

function createWishlistPagesLoader(client: RestClient): WishlistPagesLoader {
  const pages = new Map<string, Promise<RestOutcome<WishlistPage>>>();
  return {
    load: (page, withViewer = false) => {
      const key = `${page.page}:${page.limit}`;
      let pending = pages.get(key);
      if (pending === undefined) pages.set(key, (pending = fetchWishlistPage(client, page, withViewer)));
      return pending;
    },
    knownTotal: async () => {
      for (const pending of pages.values()) {
        const outcome = await pending.catch(() => null);
        if (outcome?.ok) return outcome.value.total;
      }
      return null;
    },
  };
}

export function createWishlistLoaders(client: RestClient, userToken: string | null) {
  let current: Promise<ReadonlySet<string>> | null = null;
  const fetchIds = async (): Promise<ReadonlySet<string>> => {
    if (userToken === null) return new Set();
    const outcome = await fetchWishlistIds(client);
    if (outcome.ok) return new Set(outcome.value);
    if (SIGNED_OUT_STATUSES.has(outcome.status)) return new Set();
    throw upstreamUnavailableError('status', outcome.status);
  };
  const wishlistIds: WishlistIdsLoader = {
    load: () => {
      current ??= fetchIds();
      current.catch(() => {
        current = null;
      });
      return current;
    },
    prime: (ids) => {
      current = Promise.resolve(new Set(ids));
    },
  };
  return { wishlistIds, wishlistPages: createWishlistPagesLoader(client) };
}
