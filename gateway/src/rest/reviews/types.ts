import type { z } from 'zod';
import type { awaitingReviewSchema, reviewAggregateSchema, reviewLikeStatSchema, reviewSchema, viewerReviewsSchema } from './schemas.ts';

/** A review as the api answers it; the parent of every `Review` resolver. */
export type ReviewModel = z.infer<typeof reviewSchema>;
/** The video of a video review; the parent of `ReviewVideo`. */
export type ReviewVideoModel = NonNullable<ReviewModel['video']>;
/** An aggregate rating; the parent of `ReviewRating`. */
export type ReviewAggregateModel = z.infer<typeof reviewAggregateSchema>;
export type ReviewLikeStatModel = z.infer<typeof reviewLikeStatSchema>;
/** A completed trip waiting for a review; the parent of `AwaitingReview`. */
export type AwaitingReviewModel = z.infer<typeof awaitingReviewSchema>;
/** `GET /reviews`; the parent of `ViewerReviews`. */
export type ViewerReviewsModel = z.infer<typeof viewerReviewsSchema>;
