import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { faqs } from '../db/schema/faqs.ts';
import { answerOf, ok } from '../http/answers.ts';
import { jsonResponses } from '../http/envelope.ts';
import { ApiError } from '../http/errors.ts';
import { ObjectIdSchema } from '../http/query-params.ts';
import { jsonBody } from '../http/request-body.ts';
import { createRouter } from '../http/router.ts';
import { staffOnly } from '../http/staff-routes.ts';
import type { FaqsDeps } from './deps.ts';
import { FAQ_MSG } from './messages.ts';

const StaffAnswerBody = z.object({ answer: z.string().trim().min(1).max(5000).openapi({ example: 'Yes: the parikrama suits fit walkers up to 70 with a medical check.' }) }).openapi('FaqStaffAnswer');

const route = createRoute({
  method: 'put',
  path: '/common/faqs/staff/{id}/answer',
  tags: ['faqs', 'staff'],
  summary: 'Staff answer a FAQ (a pending question is published with it; a published one gets the new answer)',
  ...staffOnly,
  request: { params: z.object({ id: ObjectIdSchema.openapi({ param: { name: 'id', in: 'path' } }) }), ...jsonBody(StaffAnswerBody) },
  responses: jsonResponses('Answered and published', answerOf(z.object({ _id: z.string(), status: z.literal('published'), description: z.string() })), [400, 401, 403, 404]),
});

/** `PUT /common/faqs/staff/{id}/answer` (staff token): how a pilgrim's pending question becomes a published FAQ. */
export function staffAnswerRoute({ db }: Pick<FaqsDeps, 'db'>) {
  return createRouter().openapi(route, async (c) => {
    const { id } = c.req.valid('param');
    const { answer } = c.req.valid('json');
    const [row] = await db.update(faqs).set({ description: answer, status: 'published' }).where(eq(faqs.id, id)).returning({ _id: faqs.id });
    if (!row) throw new ApiError(404, FAQ_MSG.notFound);
    return c.json(ok(FAQ_MSG.answered, { _id: row._id, status: 'published' as const, description: answer }), 200);
  });
}
