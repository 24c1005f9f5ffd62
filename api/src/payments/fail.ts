import { eq } from 'drizzle-orm';
import { payments } from '../db/schema/payments.ts';
import { ok } from '../http/answers.ts';
import { ApiError } from '../http/errors.ts';
import { createRouter } from '../http/router.ts';
import { callerId } from '../http/user-routes.ts';
import type { PaymentsDeps } from './deps.ts';
import { PAYMENT_MESSAGES as MSG } from './messages.ts';
import { paymentRoute } from './route-support.ts';
import { FailBody } from './schemas.ts';
import { findOwnPayment, releaseHold } from './store.ts';

/** `PUT /payment/fail`: the payment FAILED and its seats given back; idempotent; a SUCCEEDED or REFUND_DUE payment is 409. */
export function failRoute(deps: PaymentsDeps) {
  const { db, now, seats, orders } = deps;
  const route = paymentRoute('/payment/fail', 'Records a failed or cancelled payment and releases its seats', FailBody, orders.schemas.payment, [404, 409]);
  return createRouter().openapi(route, async (c) => {
    const userId = callerId(c);
    const body = c.req.valid('json');
    const at = now();
    const row = await db.transaction(async (tx) => {
      const payment = await findOwnPayment(tx, userId, body.paymentId, true);
      // Verified money (an order, or a refund due) is never turned into a failure.
      if (payment.status === 'SUCCEEDED' || payment.status === 'REFUND_DUE') throw new ApiError(409, MSG.alreadyComplete);
      if (payment.status === 'FAILED') return payment;
      const reason = body.reason?.trim() || 'failed at the provider';
      await releaseHold(tx, seats, payment.id, at, reason);
      const [failed] = await tx.update(payments).set({ status: 'FAILED', failureReason: reason }).where(eq(payments.id, payment.id)).returning();
      return failed!;
    });
    return c.json(ok(MSG.failed, orders.toPayment(row)), 200);
  });
}
