import type { GatewayContext } from '../../context.ts';
import type { ResolversTypes } from '../../generated/resolvers-types.ts';
import type { MutationUserError } from '../../mutations/user-error.ts';

type WishlistChangePayload = ResolversTypes['WishlistChangePayload'];

/**
 * A change the api made: its answer (the ids after the change) primes this request's wishlist, so the
 * package's `isInWishlist` and `viewer.wishlistCount` need no further call.
 */
export async function wishlistChanged(context: GatewayContext, packageId: string, ids: string[]): Promise<WishlistChangePayload> {
  context.loaders.wishlistIds.prime(ids);
  const [pkg, viewer] = await Promise.all([context.loaders.packageById.load(packageId), context.viewer()]);
  return { package: pkg, viewer, userErrors: [] };
}

export const wishlistNotChanged = async (userErrors: MutationUserError[]): Promise<WishlistChangePayload> => ({
  package: null,
  viewer: null,
  userErrors,
});
