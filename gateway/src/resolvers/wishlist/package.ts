import type { PackageResolvers } from '../../generated/resolvers-types.ts';

/** `Package.isInWishlist`: every package of a request reads the one memoised ids call (none for a visitor). */
export const Package: Pick<PackageResolvers, 'isInWishlist'> = {
  isInWishlist: async (parent, _args, { loaders }) => (await loaders.wishlistIds.load()).has(parent._id),
};
