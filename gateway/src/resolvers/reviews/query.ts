import { connectionFromRestPages, connectionWindow, decodeGlobalId } from '../../domain/relay/index.ts';
import { badUserInputError } from '../../errors.ts';
import type { QueryResolvers } from '../../generated/resolvers-types.ts';

/** A package's global ID to its `_id`; anything else is the caller's mistake. */
export function packageInternalId(globalId: string): string {
  const resolved = decodeGlobalId(globalId);
  if (resolved?.type !== 'Package') throw badUserInputError('"packageId" must be the ID of a package.');
  return resolved.internalId;
}

export const reviewsQuery: Pick<QueryResolvers, 'reviews' | 'reviewRating'> = {
  /** `GET /reviews/public/formateby/{format}/{featured}`: one call per connection page. */
  reviews: (_root, { format, featured, packageId, category, rating, first, after }, { loaders }) => {
    if (rating != null && (rating < 1 || rating > 5)) throw badUserInputError('"rating" must be between 1 and 5.');
    const filters = {
      format: format === 'VIDEO' ? ('video' as const) : ('text' as const),
      featured: featured ?? false,
      packageId: packageId == null ? null : packageInternalId(packageId),
      category: category ?? null,
      rating: rating ?? null,
    };
    return connectionFromRestPages(connectionWindow(first, after), (page) => loaders.reviewPage.load({ ...filters, ...page }));
  },
  reviewRating: (_root, _args, { loaders }) => loaders.overallRating(),
};
