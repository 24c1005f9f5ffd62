import { createRoute, type z } from '@hono/zod-openapi';
import { answerOf } from '../http/answers.ts';
import { jsonResponses } from '../http/envelope.ts';
import type { ErrorStatus } from '../http/errors.ts';
import { jsonBody } from '../http/request-body.ts';
import { userOnly } from '../http/user-routes.ts';
import { GiftCardSchema } from './schemas.ts';

/** A 🔒 `POST /gift-cart/...` route with a JSON body, answering the gift card. */
export function giftCartRoute<B extends z.ZodType>(path: string, summary: string, body: B, errors: ErrorStatus[]) {
  return createRoute({
    method: 'post',
    path,
    tags: ['gift-cards'],
    summary,
    ...userOnly,
    request: jsonBody(body),
    responses: jsonResponses('The gift card', answerOf(GiftCardSchema), [400, 401, ...errors]),
  });
}
