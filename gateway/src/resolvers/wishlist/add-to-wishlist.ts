import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { addWishlistItem } from '../../rest/wishlist/wishlist.ts';
import { runWishlistChange } from './run-change.ts';

export const addToWishlistMutation: Pick<MutationResolvers, 'addToWishlist'> = {
  addToWishlist: (_root, { input }, context) =>
    runWishlistChange(context, input, (packageId) => addWishlistItem(context.rest, { packageId, source: context.config.sourceCode })),
};
