import { upstreamUnavailableError } from '../../errors.ts';
import { connectionFromRestPages, connectionWindow } from '../../domain/relay/index.ts';
import type { ViewerResolvers } from '../../generated/resolvers-types.ts';

/**
 * `Viewer.wishlist` (newest first, `get-wishlist` pages, shared with `Query.viewer`'s look-ahead) and
 * `Viewer.wishlistCount` (the total of a page this request fetched, else the ids call).
 */
export const Viewer: Pick<ViewerResolvers, 'wishlist' | 'wishlistCount'> = {
  wishlist: (_parent, { first, after }, { loaders }) =>
    connectionFromRestPages(connectionWindow(first, after), async (page) => {
      const outcome = await loaders.wishlistPages.load(page);
      if (!outcome.ok) throw upstreamUnavailableError('status', outcome.status);
      for (const card of outcome.value.items) loaders.packageById.prime(card._id, card);
      return outcome.value;
    }),
  wishlistCount: async (_parent, _args, { loaders }) => (await loaders.wishlistPages.knownTotal()) ?? (await loaders.wishlistIds.load()).size,
};
