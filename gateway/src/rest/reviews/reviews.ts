import { z } from 'zod';
import { dataEnvelope, type RestPage } from '../envelope.ts';
import type { RestClient } from '../http.ts';
import { mapSuccess, type RestOutcome } from '../outcome.ts';
import { buildUpstreamUrl, pathSegment } from '../url.ts';
import { reviewAggregateSchema, reviewLikeStatSchema, reviewSchema, viewerReviewsSchema } from './schemas.ts';
import type { ReviewAggregateModel, ReviewLikeStatModel, ReviewModel, ViewerReviewsModel } from './types.ts';

export interface ReviewPageRequest {
  format: 'text' | 'video';
  featured: boolean;
  packageId: string | null;
  category: string | null;
  rating: number | null;
  page: number;
  limit: number;
}

const FORMAT_SEGMENT = { text: 'text_reviews', video: 'video_reviews' } as const;

/** `GET /reviews/public/formateby/{format}/{featured}?page=&limit=&packageId=&category=&rating=`: one page, newest first. */
export async function fetchReviewPage(client: RestClient, request: ReviewPageRequest): Promise<RestPage<ReviewModel>> {
  const { format, featured, packageId, category, rating, page, limit } = request;
  const query = { page, limit, packageId: packageId ?? undefined, category: category ?? undefined, rating: rating ?? undefined };
  const path = `/reviews/public/formateby/${FORMAT_SEGMENT[format]}/${featured}`;
  return (await client.getPage(path, query, reviewSchema)) ?? { items: [], total: 0, page, limit };
}

/** `GET /review/{id}`: one review, or null (404 `Review not found`). */
export function fetchReview(client: RestClient, id: string): Promise<ReviewModel | null> {
  return client.getData(`/review/${pathSegment(id)}`, {}, reviewSchema);
}

const aggregateListSchema = z.array(reviewAggregateSchema);

/** `GET /reviews/aggregate?packageId[]=`: one aggregate per id, in order (1..100); without ids, of every review. */
export async function fetchReviewAggregates(client: RestClient, packageIds: readonly string[]): Promise<ReviewAggregateModel[]> {
  const query = packageIds.length > 0 ? { 'packageId[]': packageIds } : {};
  return (await client.getData('/reviews/aggregate', query, aggregateListSchema)) ?? [];
}

/** `GET /reviews/likestat/review?id[]=` with the caller's token: the counts and the caller's vote, in order. */
export async function fetchReviewLikeStats(client: RestClient, ids: readonly string[]): Promise<RestOutcome<ReviewLikeStatModel[]>> {
  const path = buildUpstreamUrl('', '/reviews/likestat/review', { 'id[]': ids });
  const outcome = await client.send({ method: 'GET', path, answer: dataEnvelope(z.array(reviewLikeStatSchema)), as: 'caller' });
  return mapSuccess(outcome, ({ data }) => data);
}

/** `GET /reviews` 🔒: the caller's reviews and completed trips without one. */
export async function fetchViewerReviews(client: RestClient): Promise<RestOutcome<ViewerReviewsModel>> {
  const outcome = await client.send({ method: 'GET', path: '/reviews', answer: dataEnvelope(viewerReviewsSchema), as: 'caller' });
  return mapSuccess(outcome, ({ data }) => data);
}

export interface WriteReviewRequest {
  orderId: string;
  rating: number;
  title: string;
  body: string;
  travelMonth: string | undefined;
  reviewerCity: string | undefined;
  source: string;
}

/** `POST /review/add` 🔒: the published review. */
export async function addReview(client: RestClient, body: WriteReviewRequest): Promise<RestOutcome<ReviewModel>> {
  const outcome = await client.send({ method: 'POST', path: '/review/add', body, answer: dataEnvelope(reviewSchema), as: 'caller' });
  return mapSuccess(outcome, ({ data }) => data);
}

/** `POST /review/likestat/add` 🔒: the counts and the caller's vote after it. */
export async function addReviewVote(
  client: RestClient,
  request: { reviewId: string; upVote: boolean; downVote: boolean; source: string },
): Promise<RestOutcome<ReviewLikeStatModel>> {
  const body = { likesType: 'review', likesTypeID: request.reviewId, upVote: request.upVote, downVote: request.downVote, source: request.source };
  const outcome = await client.send({ method: 'POST', path: '/review/likestat/add', body, answer: dataEnvelope(reviewLikeStatSchema), as: 'caller' });
  return mapSuccess(outcome, ({ data }) => data);
}
