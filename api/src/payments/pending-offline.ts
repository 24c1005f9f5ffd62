import { randomBytes } from 'node:crypto';
import { todayInIndia } from '../calendar/dates.ts';
import { payments } from '../db/schema/payments.ts';
import { ok } from '../http/answers.ts';
import { ApiError } from '../http/errors.ts';
import { createRouter } from '../http/router.ts';
import { callerId } from '../http/user-routes.ts';
import type { PaymentsDeps } from './deps.ts';
import { PAYMENT_MESSAGES as MSG } from './messages.ts';
import { paymentRoute } from './route-support.ts';
import { OfflineBody } from './schemas.ts';

/** `PUT /payment/pending-success-offline`: a claim of a bank or UPI transfer, CREATED until staff confirm it. */
export function pendingOfflineRoute(deps: PaymentsDeps) {
  const { db, now, orders } = deps;
  const route = paymentRoute('/payment/pending-success-offline', 'Records an offline payment of the balance for staff to confirm', OfflineBody, orders.schemas.payment, [404]);
  return createRouter().openapi(route, async (c) => {
    const userId = callerId(c);
    const body = c.req.valid('json');
    const at = now();
    const order = await orders.findOwn(db, userId, body.orderId);
    if (order.totalPaise - order.paidPaise <= 0) throw new ApiError(400, MSG.nothingDue);
    if (body.amountPaise > order.totalPaise - order.paidPaise) throw new ApiError(400, MSG.amountAboveBalance);
    if (body.paidOn > todayInIndia(at)) throw new ApiError(400, "Invalid body field 'paidOn': must not be after today");
    const id = randomBytes(12).toString('hex');
    const [row] = await db
      .insert(payments)
      .values({
        id,
        userId,
        orderId: order.id,
        kind: 'BALANCE',
        amountPaise: body.amountPaise,
        status: 'CREATED',
        provider: 'offline',
        providerOrderId: `offline_${id}`,
        offlineReference: body.reference,
        offlinePaidOn: body.paidOn,
        createdAt: at,
      })
      .returning();
    return c.json(ok(MSG.offlineRecorded, orders.toPayment(row!)), 200);
  });
}
