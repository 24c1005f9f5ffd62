import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { deleteWishlistItem } from '../../rest/wishlist/wishlist.ts';
import { runWishlistChange } from './run-change.ts';

export const removeFromWishlistMutation: Pick<MutationResolvers, 'removeFromWishlist'> = {
  removeFromWishlist: (_root, { input }, context) => runWishlistChange(context, input, (packageId) => deleteWishlistItem(context.rest, packageId)),
};
