import type { Resolvers } from '../../generated/resolvers-types.ts';
import { addToWishlistMutation } from './add-to-wishlist.ts';
import { Package } from './package.ts';
import { recentlyVisitedQuery } from './query.ts';
import { recordRecentlyVisitedMutation } from './record-recently-visited.ts';
import { removeFromWishlistMutation } from './remove-from-wishlist.ts';
import { Viewer } from './viewer.ts';

/** The wishlist domain: `Package.isInWishlist`, `Viewer.wishlist`/`wishlistCount`, `Query.recentlyVisited`, the three mutations. */
export const wishlistResolvers: Resolvers = {
  Query: recentlyVisitedQuery,
  Mutation: { ...addToWishlistMutation, ...removeFromWishlistMutation, ...recordRecentlyVisitedMutation },
  Package,
  Viewer,
};
