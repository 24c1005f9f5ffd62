import type { ReviewRatingResolvers } from '../../generated/resolvers-types.ts';

/** `ReviewRating`: the api's aggregate under the SDL's names. */
export const ReviewRating: ReviewRatingResolvers = {
  average: (aggregate) => aggregate.ratingAverage,
  count: (aggregate) => aggregate.ratingCount,
};
