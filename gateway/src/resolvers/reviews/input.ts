import { z } from 'zod';
import { decodeGlobalId } from '../../domain/relay/index.ts';
import type { RefusalPolicy } from '../../mutations/refusals.ts';
import { userErrorCodeParams } from '../../mutations/validate-input.ts';

/** A global ID of `type` to its REST `_id`; another type's ID reads as unknown. */
const globalIdOf = (type: 'Order' | 'Review', notFound: string) =>
  z.string().transform((globalId, context) => {
    const resolved = decodeGlobalId(globalId);
    if (resolved?.type === type) return resolved.internalId;
    context.addIssue({ code: 'custom', message: notFound, ...userErrorCodeParams('NOT_FOUND') });
    return z.NEVER;
  });

/** `writeReview`'s input, checked as the api checks it (CONTRACT.md `POST /review/add`). */
export const writeReviewInput = z.object({
  orderId: globalIdOf('Order', 'Order not found'),
  rating: z.number().int().min(1, 'Please choose a rating').max(5, 'Please choose a rating'),
  title: z.string().trim().min(3, 'The title must be at least 3 characters').max(120, 'The title must be at most 120 characters'),
  body: z.string().trim().min(20, 'Your review must be at least 20 characters').max(4000, 'Your review must be at most 4000 characters'),
  travelMonth: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'The travel month must be a month as YYYY-MM')
    .nullish()
    .transform((month) => month ?? undefined),
  reviewerCity: z
    .string()
    .trim()
    .max(80, 'The city must be at most 80 characters')
    .nullish()
    .transform((city) => (city ? city : undefined)),
});

/** `voteReview`'s input: the vote as the api's `upVote`/`downVote` pair. */
export const voteReviewInput = z.object({
  reviewId: globalIdOf('Review', 'Review not found'),
  vote: z.enum(['UP', 'DOWN', 'NONE']).transform((vote) => ({ upVote: vote === 'UP', downVote: vote === 'DOWN' })),
});

/** The api's own messages are shown: not eligible (403), unknown order or review (404), already reviewed (409), 429. */
export const reviewRefusal = (field: string): RefusalPolicy => ({
  serverOr: 'Could not save your review',
  userRoute: true,
  serverMessageAs: { 403: { code: 'REJECTED', field: null }, 404: { code: 'NOT_FOUND', field }, 409: { code: 'REJECTED', field: null } },
});
