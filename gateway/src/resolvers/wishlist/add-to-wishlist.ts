import type { MutationResolvers } from '../../generated/resolvers-types.ts';
import { runMutationStep } from '../../mutations/run-step.ts';
import { addWishlistItem } from '../../rest/wishlist/wishlist.ts';
import { wishlistChangeInput, wishlistRefusal } from './input.ts';
import { wishlistChanged, wishlistNotChanged } from './payload.ts';

export const addToWishlistMutation: Pick<MutationResolvers, 'addToWishlist'> = {
  addToWishlist: async (_root, { input }, context) => {
    let packageId = '';
    return runMutationStep({
      input,
      schema: wishlistChangeInput,
      signedIn: context.userToken !== null,
      call: (value) => {
        packageId = value.packageId;
        return addWishlistItem(context.rest, { packageId, source: context.config.sourceCode });
      },
      refusal: wishlistRefusal,
      succeed: (ids) => wishlistChanged(context, packageId, ids),
      fail: wishlistNotChanged,
    });
  },
};
