import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { deleteWishlistItem } from '../../rest/wishlist/wishlist.ts';
import { wishlistChangeInput, wishlistRefusal } from './input.ts';
import { wishlistChanged, wishlistNotChanged } from './payload.ts';

export const removeFromWishlistMutation: Pick<MutationResolvers, 'removeFromWishlist'> = {
  removeFromWishlist: async (_root, { input }, context) => {
    let packageId = '';
    return runMutationStep({
      input,
      schema: wishlistChangeInput,
      signedIn: context.userToken !== null,
      call: (value) => {
        packageId = value.packageId;
        return deleteWishlistItem(context.rest, packageId);
      },
      refusal: wishlistRefusal,
      succeed: (ids) => wishlistChanged(context, packageId, ids),
      fail: wishlistNotChanged,
    });
  },
};
