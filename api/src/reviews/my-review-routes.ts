import { createRoute } from '@hono/zod-openapi';
import { answerOf, ok } from '../http/answers.ts';
import { envelope, envelopeOf, jsonResponses } from '../http/envelope.ts';
import { jsonBody } from '../http/request-body.ts';
import { createRouter } from '../http/router.ts';
import { callerId, userOnly } from '../http/user-routes.ts';
import type { ReviewsDeps } from './deps.ts';
import { ordersAwaitingReview } from './eligibility.ts';
import { REVIEW_MSG } from './messages.ts';
import { reviewById, reviewsOfUser } from './queries.ts';
import { AddReviewBody, MyReviewsSchema, ReviewSchema } from './schemas.ts';
import { writeReview } from './write-review.ts';

const mineRoute = createRoute({
  method: 'get',
  path: '/reviews',
  tags: ['reviews'],
  summary: "The caller's reviews (newest first) and their completed orders still waiting for one",
  ...userOnly,
  responses: jsonResponses("The caller's reviews", envelopeOf(MyReviewsSchema), [401]),
});

const addRoute = createRoute({
  method: 'post',
  path: '/review/add',
  tags: ['reviews'],
  summary: 'Review a completed trip: one review per COMPLETED order of the caller',
  ...userOnly,
  request: jsonBody(AddReviewBody),
  responses: jsonResponses('The review written', answerOf(ReviewSchema), [400, 401, 403, 404, 409, 429]),
});

/** 🔒 The signed-in user's reviews and writing one. */
export function myReviewRoutes({ db, now, limits }: ReviewsDeps) {
  return createRouter()
    .openapi(mineRoute, async (c) => {
      const userId = callerId(c);
      const [reviews, awaitingReview] = await Promise.all([reviewsOfUser(db, userId), ordersAwaitingReview(db, userId)]);
      return c.json(envelope({ reviews, awaitingReview }), 200);
    })
    .openapi(addRoute, async (c) => {
      const userId = callerId(c);
      await limits.community.take({ kind: 'post', userId, clientIp: c.get('clientIp') });
      const id = await writeReview(db, userId, c.req.valid('json'), now());
      const review = await reviewById(db, id);
      if (!review) throw new Error(`review ${id} vanished after its insert`);
      return c.json(ok(REVIEW_MSG.added, review), 200);
    });
}
