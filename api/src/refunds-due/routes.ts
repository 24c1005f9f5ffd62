import { createRoute } from '@hono/zod-openapi';
import type { Db } from '../db/client.ts';
import { answerOf, ok } from '../http/answers.ts';
import { jsonResponses, pagedEnvelope, pagedEnvelopeOf } from '../http/envelope.ts';
import { jsonBody } from '../http/request-body.ts';
import { createRouter } from '../http/router.ts';
import { staffOnly } from '../http/staff-routes.ts';
import { listRefundsDue } from './list.ts';
import { markRefunded } from './mark-refunded.ts';
import { REFUNDS_DUE_MESSAGES as MSG } from './messages.ts';
import { MarkedRefundSchema, MarkRefundedBody, RefundDueIdParam, RefundDueSchema, RefundsDueQuery } from './schemas.ts';

const listRoute = createRoute({
  method: 'get',
  path: '/refunds-due',
  tags: ['payments', 'staff'],
  summary: 'Money captured that bought nothing and is not yet refunded, of every kind, newest first (staff)',
  ...staffOnly,
  request: { query: RefundsDueQuery },
  responses: jsonResponses('A page of refunds due', pagedEnvelopeOf(RefundDueSchema), [400, 401, 403]),
});

const markRoute = createRoute({
  method: 'put',
  path: '/refunds-due/{id}/refunded',
  tags: ['payments', 'staff'],
  summary: 'Marks an item of `GET /refunds-due` refunded at the provider, with its refund id (staff; idempotent)',
  ...staffOnly,
  request: { params: RefundDueIdParam, ...jsonBody(MarkRefundedBody) },
  responses: jsonResponses('Marked', answerOf(MarkedRefundSchema), [400, 401, 403, 404, 409]),
});

/** `GET /refunds-due` and `PUT /refunds-due/{id}/refunded` (staff token; no staff UI: docs/security.md §37). */
export function refundsDueRoutes({ db, now }: { db: Db; now: () => Date }) {
  return createRouter()
    .openapi(listRoute, async (c) => {
      const { page, limit } = c.req.valid('query');
      const { items, total } = await listRefundsDue(db, { page, limit });
      return c.json(pagedEnvelope(c, items, { total, page, limit }), 200);
    })
    .openapi(markRoute, async (c) => {
      const marked = await markRefunded(db, c.req.valid('param').id, c.req.valid('json').providerRefundId, now());
      return c.json(ok(MSG.marked, marked), 200);
    });
}
