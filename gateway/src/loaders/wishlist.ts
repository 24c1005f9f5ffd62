import { upstreamUnavailableError } from '../errors.ts';
import type { RestClient } from '../rest/http.ts';
import { fetchWishlistIds } from '../rest/wishlist/wishlist.ts';

/** Answers that mean "this token is no (longer a) user": an empty wishlist, never an error. */
const SIGNED_OUT_STATUSES: ReadonlySet<number> = new Set([401, 403, 404]);

export interface WishlistIdsLoader {
  /** The caller's wishlisted package ids: one `get-wishlistids` call per request at most, none for a visitor. */
  load(): Promise<ReadonlySet<string>>;
  /** The ids a wishlist change answered: later reads of this request use them, with no call. */
  prime(ids: readonly string[]): void;
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
  return { wishlistIds };
}
