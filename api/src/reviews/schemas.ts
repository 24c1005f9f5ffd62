import { z } from '@hono/zod-openapi';
import { limitParam, ObjectIdSchema, pageParam, repeatableIds, SlugSchema } from '../http/query-params.ts';
import { MyVoteSchema, ONE_VOTE_ISSUE, refineOneVote, voteFields } from '../shared/vote-fields.ts';

/** The spec's path values (§7 `formateby/text_reviews`, `formateby/video_reviews`) and what they are stored as. */
export const FORMAT_PATHS = { text_reviews: 'text', video_reviews: 'video' } as const;

export const ReviewPackageSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  categorySlug: z.string().nullable().openapi({ description: 'Home category: the package page is /{categorySlug}/{slug}' }),
});

export const ReviewVideoSchema = z.object({
  image: z.string().openapi({ description: 'Thumbnail, /media/videos/{slug}', example: '/media/videos/kmy-pilgrim-testimonials-2025' }),
  durationSeconds: z.number().int(),
  source: z.object({ kind: z.literal('file'), url: z.string().openapi({ example: '/media/clips/kmy-pilgrim-testimonials-2025.webm' }), mimeType: z.literal('video/webm') }),
});

export const ReviewSchema = z
  .object({
    _id: z.string(),
    format: z.enum(['text', 'video']),
    rating: z.number().int().min(1).max(5),
    title: z.string(),
    body: z.string().openapi({ description: 'Plain text; paragraphs separated by blank lines' }),
    travelMonth: z.string().openapi({ example: '2025-07', description: 'YYYY-MM' }),
    reviewer: z.object({ name: z.string().openapi({ example: 'Sunita' }), city: z.string().nullable().openapi({ example: 'Pune' }) }),
    photos: z.array(z.string()).openapi({ description: 'Media paths (/media/photos/...)' }),
    video: ReviewVideoSchema.nullable(),
    package: ReviewPackageSchema,
    isFeatured: z.boolean(),
    verifiedTrip: z.boolean().openapi({ description: 'Written by a customer for a completed booking' }),
    upVotes: z.number().int(),
    downVotes: z.number().int(),
    createdAt: z.string(),
  })
  .openapi('Review');
export type Review = z.infer<typeof ReviewSchema>;

export const ReviewAggregateSchema = z
  .object({
    packageId: z.string().nullable().openapi({ description: 'null: every review together' }),
    ratingAverage: z.number().nullable().openapi({ example: 4.7, description: 'One decimal; null without reviews' }),
    ratingCount: z.number().int(),
    textCount: z.number().int(),
    videoCount: z.number().int(),
    distribution: z.array(z.object({ rating: z.number().int(), count: z.number().int() })).openapi({ description: '5 stars first' }),
  })
  .openapi('ReviewAggregate');
export type ReviewAggregate = z.infer<typeof ReviewAggregateSchema>;

export const AwaitingReviewSchema = z.object({
  orderId: z.string(),
  reference: z.string(),
  packageId: z.string(),
  packageSlug: z.string(),
  packageTitle: z.string(),
  departureDate: z.string(),
});

export const MyReviewsSchema = z.object({ reviews: z.array(ReviewSchema), awaitingReview: z.array(AwaitingReviewSchema) });

export const LikeStatSchema = z
  .object({ likesType: z.literal('review'), likesTypeID: z.string(), upVotes: z.number().int(), downVotes: z.number().int(), myVote: MyVoteSchema })
  .openapi('ReviewLikeStat');
export type LikeStat = z.infer<typeof LikeStatSchema>;

export const PublicListParams = z.object({
  format: z.enum(['text_reviews', 'video_reviews'], { error: "must be 'text_reviews' or 'video_reviews'" }).openapi({ param: { name: 'format', in: 'path' }, example: 'text_reviews' }),
  featured: z
    .enum(['true', 'false'], { error: "must be 'true' or 'false'" })
    .openapi({ param: { name: 'featured', in: 'path' }, example: 'true', description: 'true: only the featured reviews; false: all' }),
});

const ratingParam = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(5, 'must be at most 5')
  .optional()
  .openapi({ param: { name: 'rating', in: 'query' }, example: 5 });

export const PublicListQuery = z.object({
  page: pageParam,
  limit: limitParam,
  packageId: ObjectIdSchema.optional().openapi({ param: { name: 'packageId', in: 'query' } }),
  category: SlugSchema.optional().openapi({ param: { name: 'category', in: 'query' }, example: 'kailash-mansarovar' }),
  rating: ratingParam,
});

export const ReviewIdParams = z.object({ id: ObjectIdSchema.openapi({ param: { name: 'id', in: 'path' } }) });

export const AggregateQuery = z.object({ 'packageId[]': repeatableIds('packageId[]'), packageId: repeatableIds('packageId') });

const likesType = z.enum(['review'], { error: "must be 'review'" });
export const LikeStatParams = z.object({
  type: likesType.openapi({ param: { name: 'type', in: 'path' }, example: 'review' }),
  id: ObjectIdSchema.openapi({ param: { name: 'id', in: 'path' } }),
});
export const LikeStatBatchParams = z.object({ type: likesType.openapi({ param: { name: 'type', in: 'path' }, example: 'review' }) });
export const LikeStatBatchQuery = z.object({ 'id[]': repeatableIds('id[]'), id: repeatableIds('id') });

export const LikeBody = z
  .object({ likesType: likesType.openapi({ example: 'review' }), likesTypeID: ObjectIdSchema, ...voteFields, source: z.string().max(20).optional().openapi({ example: 'web' }) })
  .refine(refineOneVote, ONE_VOTE_ISSUE);

const text = (min: number, max: number, example: string) =>
  z.string().trim().min(min, min === 1 ? 'is required' : `must be at least ${min} characters`).max(max, `must be at most ${max} characters`).openapi({ example });

export const AddReviewBody = z.object({
  orderId: ObjectIdSchema.optional(),
  packageId: ObjectIdSchema.optional(),
  rating: z.number({ error: 'must be a whole number from 1 to 5' }).int('must be a whole number from 1 to 5').min(1, 'must be at least 1').max(5, 'must be at most 5').openapi({ example: 5 }),
  title: text(3, 120, 'Darshan of a lifetime'),
  body: text(20, 4000, 'The parikrama was hard but the team looked after every one of us.'),
  travelMonth: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month as YYYY-MM').optional().openapi({ example: '2025-07' }),
  reviewerCity: text(1, 80, 'Pune').optional(),
  source: z.string().max(20).optional().openapi({ example: 'web' }),
});
