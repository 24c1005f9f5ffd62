import type { Resolvers } from '../../generated/resolvers-types.ts';
import { Package } from './package.ts';
import { reviewsQuery } from './query.ts';
import { ReviewRating } from './rating.ts';
import { Review, ReviewVideo } from './review.ts';
import { AwaitingReview, Viewer } from './viewer.ts';
import { voteReviewMutation } from './vote-review.ts';
import { writeReviewMutation } from './write-review.ts';

/** The reviews domain: `Query.reviews`/`reviewRating`, `Package.reviews`/`rating`, `Viewer.reviews`, `Review`, the two mutations. */
export const reviewsResolvers: Resolvers = {
  Query: reviewsQuery,
  Mutation: { ...writeReviewMutation, ...voteReviewMutation },
  Package,
  Viewer,
  Review,
  ReviewVideo,
  ReviewRating,
  AwaitingReview,
};
