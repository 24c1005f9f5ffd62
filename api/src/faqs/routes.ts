import { createRoute, z } from '@hono/zod-openapi';
import { answerOf, ok } from '../http/answers.ts';
import { envelope, envelopeOf, jsonResponses } from '../http/envelope.ts';
import { listOf } from '../http/query-params.ts';
import { jsonBody } from '../http/request-body.ts';
import { createRouter } from '../http/router.ts';
import { callerId, optionalCallerId, userOnly } from '../http/user-routes.ts';
import { voteValue } from '../shared/vote-fields.ts';
import type { FaqsDeps } from './deps.ts';
import { FAQ_MSG } from './messages.ts';
import { groupFaqs, listFaqs } from './queries.ts';
import { AddCommentBody, AddFaqBody, FaqCommentSchema, FaqListParams, FaqListQuery, FaqListSchema, FaqVoteBody, FaqVoteStatSchema } from './schemas.ts';
import { staffAnswerRoute } from './staff-answer.ts';
import { resolveTarget } from './targets.ts';
import { addComment, askQuestion, castFaqVote } from './writes.ts';

const listRoute = createRoute({
  method: 'get',
  path: '/common/faqs-list/{a}/{b}',
  tags: ['faqs'],
  summary: 'The FAQs of a package or category (slug or _id) or the general ones (general/all), in groups; qgroup[] keeps those groups',
  request: { params: FaqListParams, query: FaqListQuery },
  responses: jsonResponses('The FAQs in groups', envelopeOf(FaqListSchema), [400, 401, 404]),
});

const askRoute = createRoute({
  method: 'post',
  path: '/common/faqs/add-faq',
  tags: ['faqs'],
  summary: 'Ask a question: stored pending, shown to others once answered',
  ...userOnly,
  request: jsonBody(AddFaqBody),
  responses: jsonResponses('The question stored', answerOf(z.object({ _id: z.string(), status: z.literal('pending'), faqsType: z.string(), faqsTypeID: z.string(), faqsTypeTitle: z.string(), title: z.string() })), [400, 401, 404, 429]),
});

const commentRoute = createRoute({
  method: 'post',
  path: '/common/faqs/comment/add',
  tags: ['faqs'],
  summary: 'Comment on a published FAQ, or reply to one of its comments (commentID)',
  ...userOnly,
  request: jsonBody(AddCommentBody),
  responses: jsonResponses('The comment', answerOf(FaqCommentSchema.extend({ faqsID: z.string() })), [400, 401, 404, 429]),
});

const voteRoute = createRoute({
  method: 'post',
  path: '/common/faqs/faqsstatdetails/add',
  tags: ['faqs'],
  summary: "Vote a FAQ helpful (upVote) or not (downVote): one vote per user, a second replaces it, neither withdraws it",
  ...userOnly,
  request: jsonBody(FaqVoteBody),
  responses: jsonResponses('The votes after this one', answerOf(FaqVoteStatSchema), [400, 401, 404, 429]),
});

/** The FAQ routes (spec §7): the grouped list, and the signed-in user's question, comment and vote. */
export function faqsRoutes({ db, now, limits }: FaqsDeps) {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const { a, b } = c.req.valid('param');
      const query = c.req.valid('query');
      const target = await resolveTarget(db, a, b);
      const items = await listFaqs(db, target, listOf('qgroup[]', query['qgroup[]'], query.qgroup), optionalCallerId(c));
      return c.json(envelope({ ...target, total: items.length, groups: groupFaqs(items) }), 200);
    })
    .openapi(askRoute, async (c) => {
      const userId = callerId(c);
      const body = c.req.valid('json');
      await limits.community.take({ kind: 'post', userId, clientIp: c.get('clientIp') });
      const target = await resolveTarget(db, body.faqsType, body.faqsTypeID);
      return c.json(ok(FAQ_MSG.asked, await askQuestion(db, userId, target, body, now())), 200);
    })
    .openapi(commentRoute, async (c) => {
      const userId = callerId(c);
      await limits.community.take({ kind: 'post', userId, clientIp: c.get('clientIp') });
      return c.json(ok(FAQ_MSG.commented, await addComment(db, userId, c.req.valid('json'), now())), 200);
    })
    .openapi(voteRoute, async (c) => {
      const userId = callerId(c);
      const body = c.req.valid('json');
      await limits.community.take({ kind: 'vote', userId, clientIp: c.get('clientIp') });
      return c.json(ok(FAQ_MSG.voted, await castFaqVote(db, body.faqsID, userId, voteValue(body), now())), 200);
    })
    .route('/', staffAnswerRoute({ db }));
}
