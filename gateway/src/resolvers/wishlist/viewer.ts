import { upstreamUnavailableError } from '../../errors.ts';
import { connectionFromRestPages, connectionWindow } from '../../domain/relay/index.ts';
import type { ViewerResolvers } from '../../generated/resolvers-types.ts';
import { fetchWishlistPage } from '../../rest/wishlist/wishlist.ts';

/** `Viewer.wishlist` (newest first, `get-wishlist` pages) and `Viewer.wishlistCount` (the ids call). */
export const Viewer: Pick<ViewerResolvers, 'wishlist' | 'wishlistCount'> = {
  wishlist: (_parent, { first, after }, { rest, loaders }) =>
    connectionFromRestPages(connectionWindow(first, after), async (page) => {
      const outcome = await fetchWishlistPage(rest, page);
      if (!outcome.ok) throw upstreamUnavailableError('status', outcome.status);
      for (const card of outcome.value.items) loaders.packageById.prime(card._id, card);
      return outcome.value;
    }),
  wishlistCount: async (_parent, _args, { loaders }) => (await loaders.wishlistIds.load()).size,
};
