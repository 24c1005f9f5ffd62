/** Codegen mappers of the reviews domain: GraphQL types onto their REST models (paths from `src/generated/`). */
export const reviewsMappers = {
  Review: '../rest/reviews/types.ts#ReviewModel',
  ReviewVideo: '../rest/reviews/types.ts#ReviewVideoModel',
  ReviewRating: '../rest/reviews/types.ts#ReviewAggregateModel',
  AwaitingReview: '../rest/reviews/types.ts#AwaitingReviewModel',
  ViewerReviews: '../rest/reviews/types.ts#ViewerReviewsModel',
};
