import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
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

/**
 * Open offline claims one order may have: each takes up to five 5 MB proofs in the database, and nothing else
 * bounded them (docs/security.md §33). The customer withdraws one with `PUT /payment/fail`.
 */
export const MAX_OPEN_OFFLINE_CLAIMS = 3;

/**
 * `PUT /payment/pending-success-offline`: a claim of a bank or UPI transfer, CREATED until staff confirm it. The
 * order row is locked while the open claims are counted, so concurrent claims cannot pass the cap together.
 */
export function pendingOfflineRoute(deps: PaymentsDeps) {
  const { db, now, orders } = deps;
  const route = paymentRoute('/payment/pending-success-offline', 'Records an offline payment of the balance for staff to confirm', OfflineBody, orders.schemas.payment, [404, 409]);
  return createRouter().openapi(route, async (c) => {
    const userId = callerId(c);
    const body = c.req.valid('json');
    const at = now();
    const row = await db.transaction(async (tx) => {
      const order = await orders.findOwn(tx, userId, body.orderId, true);
      if (order.totalPaise - order.paidPaise <= 0) throw new ApiError(400, MSG.nothingDue);
      if (body.amountPaise > order.totalPaise - order.paidPaise) throw new ApiError(400, MSG.amountAboveBalance);
      if (body.paidOn > todayInIndia(at)) throw new ApiError(400, "Invalid body field 'paidOn': must not be after today");
      const [open] = await tx.select({ n: count() }).from(payments).where(and(eq(payments.orderId, order.id), eq(payments.provider, 'offline'), eq(payments.status, 'CREATED')));
      if ((open?.n ?? 0) >= MAX_OPEN_OFFLINE_CLAIMS) throw new ApiError(409, MSG.tooManyOfflineClaims(MAX_OPEN_OFFLINE_CLAIMS));
      const id = randomBytes(12).toString('hex');
      const [inserted] = await tx
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
      return inserted!;
    });
    return c.json(ok(MSG.offlineRecorded, orders.toPayment(row)), 200);
  });
}
