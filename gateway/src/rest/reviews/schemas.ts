import { z } from 'zod';
import { videoSourceSchema } from '../videos/schemas.ts';

/** A vote as the api spells it (`myVote`): the caller's, null for none or a visitor. */
const myVoteSchema = z.enum(['up', 'down']).nullable();

/** A review as every reviews route answers it (CONTRACT.md issue 12 `Review`). */
export const reviewSchema = z.object({
  _id: z.string().min(1),
  format: z.enum(['text', 'video']),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  body: z.string(),
  travelMonth: z.string(),
  reviewer: z.object({ name: z.string(), city: z.string().nullable() }),
  photos: z.array(z.string()),
  video: z.object({ image: z.string(), durationSeconds: z.number().int().nonnegative(), source: videoSourceSchema }).nullable(),
  package: z.object({ _id: z.string(), slug: z.string(), title: z.string(), categorySlug: z.string().nullable() }),
  isFeatured: z.boolean(),
  verifiedTrip: z.boolean(),
  upVotes: z.number().int().nonnegative(),
  downVotes: z.number().int().nonnegative(),
  createdAt: z.string(),
});

/** `GET /reviews/aggregate`: one per package asked (or of every review). */
export const reviewAggregateSchema = z.object({
  packageId: z.string().nullable(),
  ratingAverage: z.number().nullable(),
  ratingCount: z.number().int().nonnegative(),
  textCount: z.number().int().nonnegative(),
  videoCount: z.number().int().nonnegative(),
  distribution: z.array(z.object({ rating: z.number().int(), count: z.number().int().nonnegative() })),
});

/** `GET /reviews/likestat/review…` and `POST /review/likestat/add`: a review's counts and the caller's vote. */
export const reviewLikeStatSchema = z.object({
  likesType: z.literal('review'),
  likesTypeID: z.string(),
  upVotes: z.number().int().nonnegative(),
  downVotes: z.number().int().nonnegative(),
  myVote: myVoteSchema,
});

/** A completed order of the caller without a review yet. */
export const awaitingReviewSchema = z.object({
  orderId: z.string(),
  reference: z.string(),
  packageId: z.string(),
  packageSlug: z.string(),
  packageTitle: z.string(),
  departureDate: z.string(),
});

/** `GET /reviews` 🔒: the caller's reviews and trips waiting for one. */
export const viewerReviewsSchema = z.object({ reviews: z.array(reviewSchema), awaitingReview: z.array(awaitingReviewSchema) });
