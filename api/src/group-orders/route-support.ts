import { createRoute, type z } from '@hono/zod-openapi';
import { answerOf } from '../http/answers.ts';
import { jsonResponses } from '../http/envelope.ts';
import type { ErrorStatus } from '../http/errors.ts';
import { jsonBody } from '../http/request-body.ts';
import { userOnly } from '../http/user-routes.ts';
import { GroupOrderIdParam } from './schemas.ts';

const base = { tags: ['group-orders'], ...userOnly };

/** A 🔒 group-order route with a JSON body. */
export function bodyRoute<B extends z.ZodType, D extends z.ZodType>(method: 'put' | 'post', path: string, summary: string, body: B, data: D, errors: ErrorStatus[]) {
  return createRoute({ ...base, method, path, summary, request: jsonBody(body), responses: jsonResponses('Done', answerOf(data), [400, 401, ...errors]) });
}

/** A 🔒 `PUT` with the group order's id in the path and a JSON body. */
export function putByIdRoute<B extends z.ZodType, D extends z.ZodType>(path: string, summary: string, body: B, data: D, errors: ErrorStatus[]) {
  return createRoute({ ...base, method: 'put', path, summary, request: { params: GroupOrderIdParam, ...jsonBody(body) }, responses: jsonResponses('Done', answerOf(data), [400, 401, 404, ...errors]) });
}

/** A 🔒 `GET` of one group order's resource by its id. */
export function getByIdRoute<D extends z.ZodType>(path: string, summary: string, data: D) {
  return createRoute({ ...base, method: 'get', path, summary, request: { params: GroupOrderIdParam }, responses: jsonResponses('Found', answerOf(data), [401, 404]) });
}
