import type { Resolvers } from '../../generated/resolvers-types.ts';
import { addToWishlistMutation } from './add-to-wishlist.ts';
import { Package } from './package.ts';
import { recentlyVisitedQuery } from './query.ts';
import { removeFromWishlistMutation } from './remove-from-wishlist.ts';
import { Viewer } from './viewer.ts';

/** The wishlist domain: `Package.isInWishlist`, `Viewer.wishlist`/`wishlistCount`, `Query.recentlyVisited`, the two mutations. */
export const wishlistResolvers: Resolvers = {
  Query: recentlyVisitedQuery,
  Mutation: { ...addToWishlistMutation, ...removeFromWishlistMutation },
  Package,
  Viewer,
};
