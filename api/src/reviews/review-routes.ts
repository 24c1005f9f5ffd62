import { createRoute, z } from '@hono/zod-openapi';
import { envelope, envelopeOf, jsonResponses, pagedEnvelope, pagedEnvelopeOf } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { listOf } from '../http/query-params.ts';
import { createRouter } from '../http/router.ts';
import type { ReviewsDeps } from './deps.ts';
import { aggregates, pagePublicReviews, reviewById } from './queries.ts';
import { AggregateQuery, FORMAT_PATHS, PublicListParams, PublicListQuery, ReviewAggregateSchema, ReviewIdParams, ReviewSchema } from './schemas.ts';

const publicListRoute = createRoute({
  method: 'get',
  path: '/reviews/public/formateby/{format}/{featured}',
  tags: ['reviews'],
  summary: 'A page of text or video reviews, newest first; featured=true keeps the featured ones only',
  request: { params: PublicListParams, query: PublicListQuery },
  responses: jsonResponses('A page of reviews', pagedEnvelopeOf(ReviewSchema), [400, 401]),
});

const oneRoute = createRoute({
  method: 'get',
  path: '/review/{id}',
  tags: ['reviews'],
  summary: 'One review',
  request: { params: ReviewIdParams },
  responses: jsonResponses('The review', envelopeOf(ReviewSchema), [400, 401, 404]),
});

const aggregateRoute = createRoute({
  method: 'get',
  path: '/reviews/aggregate',
  tags: ['reviews'],
  summary: 'Average rating and counts per package asked (every id answered, in order), or of all reviews without ids',
  request: { query: AggregateQuery },
  responses: jsonResponses('The aggregates', envelopeOf(z.array(ReviewAggregateSchema)), [400, 401]),
});

/** The public review routes: lists by format, one review, the rating aggregates. */
export function reviewRoutes({ db }: ReviewsDeps) {
  return createRouter()
    .openapi(publicListRoute, async (c) => {
      const { format, featured } = c.req.valid('param');
      const query = c.req.valid('query');
      const filters = { format: FORMAT_PATHS[format], featuredOnly: featured === 'true', packageId: query.packageId, category: query.category, rating: query.rating };
      const { items, total } = await pagePublicReviews(db, filters, query);
      return c.json(pagedEnvelope(c, items, { total, page: query.page, limit: query.limit }), 200);
    })
    .openapi(oneRoute, async (c) => {
      const review = await reviewById(db, c.req.valid('param').id);
      if (!review) throw notFound('Review');
      return c.json(envelope(review), 200);
    })
    .openapi(aggregateRoute, async (c) => {
      const query = c.req.valid('query');
      const ids = listOf('packageId[]', query['packageId[]'], query.packageId);
      return c.json(envelope(await aggregates(db, ids.length > 0 ? ids : null)), 200);
    });
}
