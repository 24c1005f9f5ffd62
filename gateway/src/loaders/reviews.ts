import DataLoader from 'dataloader';
import { upstreamUnavailableError } from '../errors.ts';
import type { RestPage } from '../rest/envelope.ts';
import type { RestClient } from '../rest/http.ts';
import {
  fetchReview,
  fetchReviewAggregates,
  fetchReviewLikeStats,
  fetchReviewPage,
  fetchViewerReviews,
  type ReviewPageRequest,
} from '../rest/reviews/reviews.ts';
import type { ReviewAggregateModel, ReviewLikeStatModel, ReviewModel, ViewerReviewsModel } from '../rest/reviews/types.ts';
import { once } from './keyed.ts';

/** The most ids `/reviews/aggregate` and `/reviews/likestat/review` take in one call. */
const MAX_IDS_PER_CALL = 100;

/** An id the api does not know: no reviews, no average. */
const emptyAggregate = (packageId: string | null): ReviewAggregateModel => ({
  packageId,
  ratingAverage: null,
  ratingCount: 0,
  textCount: 0,
  videoCount: 0,
  distribution: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: 0 })),
});

export function createReviewLoaders(client: RestClient, userToken: string | null) {
  /** `GET /review/{id}`: `node(id:)` of a review (there is no batch route; one call per id). */
  const reviewById = new DataLoader<string, ReviewModel | null>((ids) => Promise.all(ids.map((id) => fetchReview(client, id))), {
    batch: false,
  });

  /** One page per request and key; its reviews are primed by id. */
  const reviewPage = new DataLoader<ReviewPageRequest, RestPage<ReviewModel>, string>(
    (requests) =>
      Promise.all(
        requests.map(async (request) => {
          const page = await fetchReviewPage(client, request);
          for (const review of page.items) reviewById.prime(review._id, review);
          return page;
        }),
      ),
    { batch: false, cacheKeyFn: (request) => JSON.stringify(request) },
  );

  /** `GET /reviews/aggregate?packageId[]=`: every `Package.rating` of a request in one call. */
  const ratingByPackageId = new DataLoader<string, ReviewAggregateModel>(
    async (ids) => {
      const aggregates = await fetchReviewAggregates(client, ids);
      return ids.map((id, index) => aggregates[index] ?? emptyAggregate(id));
    },
    { maxBatchSize: MAX_IDS_PER_CALL },
  );

  /** The aggregate of every review (`/reviews/aggregate` without ids). */
  const overallRating = once(async () => (await fetchReviewAggregates(client, []))[0] ?? emptyAggregate(null));

  /** The caller's votes: `GET /reviews/likestat/review?id[]=` with their token, one call per tick; none for a visitor. */
  const likeStatById = new DataLoader<string, ReviewLikeStatModel | null>(
    async (ids) => {
      if (userToken === null) return ids.map(() => null);
      const outcome = await fetchReviewLikeStats(client, ids);
      if (!outcome.ok) throw upstreamUnavailableError('status', outcome.status);
      return ids.map((id) => outcome.value.find((stat) => stat.likesTypeID === id) ?? null);
    },
    { maxBatchSize: MAX_IDS_PER_CALL },
  );

  /** `GET /reviews` 🔒 once per request. */
  const viewerReviews = once(async (): Promise<ViewerReviewsModel> => {
    const outcome = await fetchViewerReviews(client);
    if (!outcome.ok) throw upstreamUnavailableError('status', outcome.status);
    for (const review of outcome.value.reviews) reviewById.prime(review._id, review);
    return outcome.value;
  });

  return { reviewById, reviewPage, ratingByPackageId, overallRating, likeStatById, viewerReviews };
}
