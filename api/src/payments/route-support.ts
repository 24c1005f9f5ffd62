import { createRoute, type z } from '@hono/zod-openapi';
import { answerOf } from '../http/answers.ts';
import { jsonResponses } from '../http/envelope.ts';
import type { ErrorStatus } from '../http/errors.ts';
import { jsonBody } from '../http/request-body.ts';
import { userOnly } from '../http/user-routes.ts';

/** A 🔒 `PUT /payment/...` route with a JSON body. */
export function paymentRoute<B extends z.ZodType, D extends z.ZodType>(path: string, summary: string, body: B, data: D, errors: ErrorStatus[]) {
  return createRoute({
    method: 'put',
    path,
    tags: ['payments'],
    summary,
    ...userOnly,
    request: jsonBody(body),
    responses: jsonResponses('Done', answerOf(data), [400, 401, ...errors]),
  });
}
