import { eq } from 'drizzle-orm';
import { payments } from '../db/schema/payments.ts';
import { ok } from '../http/answers.ts';
import { ApiError } from '../http/errors.ts';
import { createRouter } from '../http/router.ts';
import { callerId } from '../http/user-routes.ts';
import type { PaymentRow, PaymentsDeps } from './deps.ts';
import { PAYMENT_MESSAGES as MSG } from './messages.ts';
import { paymentRoute } from './route-support.ts';
import { FailBody } from './schemas.ts';
import { findOwnPayment, releaseHold } from './store.ts';

/**
 * Marks the user's payment FAILED and gives its seats back, in one transaction with the row locked;
 * idempotent (an already FAILED payment is returned as it is); verified money (SUCCEEDED, or REFUND_DUE) is
 * never turned into a failure: 409. Used by `PUT /payment/fail` and by Razorpay's `payment.failed` webhook.
 */
export async function failPayment(deps: Pick<PaymentsDeps, 'db' | 'now' | 'seats'>, userId: string, paymentId: string, reason: string): Promise<PaymentRow> {
  const at = deps.now();
  return deps.db.transaction(async (tx) => {
    const payment = await findOwnPayment(tx, userId, paymentId, true);
    if (payment.status === 'SUCCEEDED' || payment.status === 'REFUND_DUE') throw new ApiError(409, MSG.alreadyComplete);
    if (payment.status === 'FAILED') return payment;
    await releaseHold(tx, deps.seats, payment.id, at, reason);
    const [failed] = await tx.update(payments).set({ status: 'FAILED', failureReason: reason }).where(eq(payments.id, payment.id)).returning();
    return failed!;
  });
}

/** `PUT /payment/fail`: the payment FAILED and its seats given back; idempotent; a SUCCEEDED or REFUND_DUE payment is 409. */
export function failRoute(deps: PaymentsDeps) {
  const route = paymentRoute('/payment/fail', 'Records a failed or cancelled payment and releases its seats', FailBody, deps.orders.schemas.payment, [404, 409]);
  return createRouter().openapi(route, async (c) => {
    const body = c.req.valid('json');
    const row = await failPayment(deps, callerId(c), body.paymentId, body.reason?.trim() || 'failed at the provider');
    return c.json(ok(MSG.failed, deps.orders.toPayment(row)), 200);
  });
}
