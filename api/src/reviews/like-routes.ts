import { createRoute, z } from '@hono/zod-openapi';
import { answerOf, ok } from '../http/answers.ts';
import { envelope, envelopeOf, jsonResponses } from '../http/envelope.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { listOf } from '../http/query-params.ts';
import { jsonBody } from '../http/request-body.ts';
import { createRouter } from '../http/router.ts';
import { callerId, optionalCallerId, userOnly } from '../http/user-routes.ts';
import { voteValue } from '../shared/vote-fields.ts';
import type { ReviewsDeps } from './deps.ts';
import { REVIEW_MSG } from './messages.ts';
import { reviewExists } from './queries.ts';
import { LikeBody, LikeStatBatchParams, LikeStatBatchQuery, LikeStatParams, LikeStatSchema } from './schemas.ts';
import { castReviewVote, likeStatsOf } from './votes.ts';

const statRoute = createRoute({
  method: 'get',
  path: '/reviews/likestat/{type}/{id}',
  tags: ['reviews'],
  summary: "Likes and dislikes of a review, and the caller's own vote (with a user token)",
  request: { params: LikeStatParams },
  responses: jsonResponses('The like stats', envelopeOf(LikeStatSchema), [400, 401, 404]),
});

const statBatchRoute = createRoute({
  method: 'get',
  path: '/reviews/likestat/{type}',
  tags: ['reviews'],
  summary: 'The like stats of many reviews (id[]: 1..100, order asked; unknown ids answered with zeros)',
  request: { params: LikeStatBatchParams, query: LikeStatBatchQuery },
  responses: jsonResponses('The like stats', envelopeOf(z.array(LikeStatSchema)), [400, 401]),
});

const addRoute = createRoute({
  method: 'post',
  path: '/review/likestat/add',
  tags: ['reviews'],
  summary: "Like (upVote) or dislike (downVote) a review; a second vote replaces the caller's first, neither withdraws it",
  ...userOnly,
  request: jsonBody(LikeBody),
  responses: jsonResponses('The like stats after the vote', answerOf(LikeStatSchema), [400, 401, 404, 429]),
});

/** Review likes: one vote per user and review. */
export function likeRoutes({ db, now, limits }: ReviewsDeps) {
  return createRouter()
    .openapi(statRoute, async (c) => {
      const { id } = c.req.valid('param');
      if (!(await reviewExists(db, id))) throw notFound('Review');
      const [stat] = await likeStatsOf(db, [id], optionalCallerId(c));
      return c.json(envelope(stat as z.infer<typeof LikeStatSchema>), 200);
    })
    .openapi(statBatchRoute, async (c) => {
      const query = c.req.valid('query');
      const ids = listOf('id[]', query['id[]'], query.id);
      if (ids.length === 0) throw new ApiError(400, "Invalid query parameter 'id[]': must list at least one id");
      return c.json(envelope(await likeStatsOf(db, ids, optionalCallerId(c))), 200);
    })
    .openapi(addRoute, async (c) => {
      const userId = callerId(c);
      const body = c.req.valid('json');
      await limits.community.take({ kind: 'vote', userId, clientIp: c.get('clientIp') });
      if (!(await reviewExists(db, body.likesTypeID))) throw notFound('Review');
      const stat = await castReviewVote(db, body.likesTypeID, userId, voteValue(body), now());
      return c.json(ok(REVIEW_MSG.voted, stat), 200);
    });
}
