import { createRoute } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import type { Db } from '../db/client.ts';
import { answerOf, ok } from '../http/answers.ts';
import { jsonResponses, OK_MESSAGE, pagedEnvelope, pagedEnvelopeOf } from '../http/envelope.ts';
import { ObjectIdSchema } from '../http/query-params.ts';
import { createRouter } from '../http/router.ts';
import { callerId } from '../http/user-routes.ts';
import { employeeOnly } from './require-employee.ts';
import { CouponHistoryEntrySchema, EmployeeCouponSchema, EmployeeOrderSchema, HistoryQuery } from './schemas.ts';
import { couponHistory, employeeOrder, listEmployeeCoupons } from './store.ts';

export type EmployeesDeps = { db: Db };

const IdParam = z.object({ id: ObjectIdSchema.openapi({ param: { name: 'id', in: 'path' } }) });

/** The employee routes (👔: a customer gets 403): the employee's coupons, their applying history, one such order. */
export function employeesRoutes({ db }: EmployeesDeps) {
  const route = <P extends string>(path: P, summary: string) => ({ method: 'get' as const, path, tags: ['employees'], summary, ...employeeOnly(db) });
  return createRouter()
    .openapi(
      createRoute({ ...route('/get-employee-coupon-list', 'The coupons assigned to the calling employee'), responses: jsonResponses('Coupons', answerOf(z.array(EmployeeCouponSchema)), [401, 403]) }),
      async (c) => c.json(ok(OK_MESSAGE, await listEmployeeCoupons(db, callerId(c))), 200),
    )
    .openapi(
      createRoute({
        ...route('/get-employee-applying-coupon-history', "Customers' orders that applied the employee's coupons, newest first (5 a page)"),
        request: { query: HistoryQuery },
        responses: jsonResponses('A page of coupon uses', pagedEnvelopeOf(CouponHistoryEntrySchema), [400, 401, 403]),
      }),
      async (c) => {
        const filters = c.req.valid('query');
        const { entries, total } = await couponHistory(db, callerId(c), filters);
        return c.json(pagedEnvelope(c, entries, { total, page: filters.page, limit: filters.limit }), 200);
      },
    )
    .openapi(
      createRoute({ ...route('/get-order-employee/{id}', "One order that applied the employee's coupon"), request: { params: IdParam }, responses: jsonResponses('The order', answerOf(EmployeeOrderSchema), [401, 403, 404]) }),
      async (c) => c.json(ok(OK_MESSAGE, await employeeOrder(db, callerId(c), c.req.valid('param').id)), 200),
    );
}
