import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { groupOrders, groupOrderShares, groupSharePayments } from '../db/schema/group-orders.ts';
import { ok } from '../http/answers.ts';
import { ApiError } from '../http/errors.ts';
import { createRouter } from '../http/router.ts';
import { callerId } from '../http/user-routes.ts';
import type { GroupOrdersDeps } from './deps.ts';
import { holdShareWhilePaying } from './holds.ts';
import { GROUP_ORDER_MESSAGES as MSG } from './messages.ts';
import { findOwnPayment, toSharePayment } from './payment-store.ts';
import { bodyRoute } from './route-support.ts';
import { GroupOrderSchema, SharePaymentFailBody, SharePaymentSchema, SharePaymentSuccessBody } from './schemas.ts';
import { answerGroupOrders } from './store.ts';

const SuccessAnswer = z.object({ payment: SharePaymentSchema, groupOrder: GroupOrderSchema });
const successRoute = bodyRoute('put', '/group-order-passenger/payment-success', "The provider's signed success: the share becomes PAID (a replay answers the same)", SharePaymentSuccessBody, SuccessAnswer, [404, 409]);
const failRoute = bodyRoute('put', '/group-order-passenger/payment-fail', 'The payment failed or was cancelled at the provider (idempotent)', SharePaymentFailBody, SharePaymentSchema, [404, 409]);

/**
 * Success checks the signature first (a forged one changes nothing), then in ONE transaction locks the share,
 * then the payment: a replay of the same provider payment answers the same; a share already paid by another
 * payment makes this one REFUND_DUE (409, committed: the money was captured), as does a share whose expired hold
 * finds its seats gone; else the payment SUCCEEDED and the share PAID with the payment's priced snapshot.
 */
export function paymentCallbackRoutes({ db, now, pricing, payments, seats }: GroupOrdersDeps) {
  return createRouter()
    .openapi(successRoute, async (c) => {
      const userId = callerId(c);
      const body = c.req.valid('json');
      const payment = await findOwnPayment(db, userId, body.paymentId);
      if (!payments.provider.verifySignature({ providerOrderId: payment.providerOrderId, providerPaymentId: body.providerPaymentId, signature: body.signature })) throw new ApiError(400, MSG.verificationFailed);
      const outcome = await db.transaction(async (tx) => {
        const [share] = await tx.select().from(groupOrderShares).where(eq(groupOrderShares.id, payment.shareId)).for('update');
        const locked = await findOwnPayment(tx, userId, payment.id, true);
        if (locked.status === 'SUCCEEDED' || locked.status === 'REFUND_DUE') {
          if (locked.providerPaymentId !== body.providerPaymentId) throw new ApiError(409, MSG.alreadyComplete);
          return { row: locked, refund: locked.status === 'REFUND_DUE', seatsGone: share!.paidQuote === null, groupOrderId: share!.groupOrderId };
        }
        const at = now();
        const [group] = await tx.select().from(groupOrders).where(eq(groupOrders.id, share!.groupOrderId));
        const seatsGone = share!.paidQuote === null && !(await holdShareWhilePaying(tx, seats, { share: share!, group: group! }, at, payments.holdMinutes, false));
        const refund = share!.paidQuote !== null || seatsGone;
        const [row] = await tx
          .update(groupSharePayments)
          .set({ status: refund ? 'REFUND_DUE' : 'SUCCEEDED', providerPaymentId: body.providerPaymentId, paidAt: at })
          .where(eq(groupSharePayments.id, payment.id))
          .returning();
        if (!refund) await tx.update(groupOrderShares).set({ paidQuote: locked.quote, paidPaise: locked.amountPaise, paidAt: at, updatedAt: at }).where(eq(groupOrderShares.id, share!.id));
        return { row: row!, refund, seatsGone, groupOrderId: share!.groupOrderId };
      });
      if (outcome.refund) throw new ApiError(409, outcome.seatsGone ? MSG.seatsGone : MSG.shareAlreadyPaid);
      const [group] = await db.select().from(groupOrders).where(eq(groupOrders.id, outcome.groupOrderId));
      const [groupOrder] = await answerGroupOrders(db, [group!], userId, pricing);
      return c.json(ok(MSG.paymentSucceeded, { payment: toSharePayment(outcome.row, outcome.groupOrderId), groupOrder: groupOrder! }), 200);
    })
    .openapi(failRoute, async (c) => {
      const userId = callerId(c);
      const body = c.req.valid('json');
      const row = await db.transaction(async (tx) => {
        const locked = await findOwnPayment(tx, userId, body.paymentId, true);
        if (locked.status === 'SUCCEEDED' || locked.status === 'REFUND_DUE') throw new ApiError(409, MSG.alreadyComplete);
        if (locked.status === 'FAILED') return locked;
        const [failed] = await tx.update(groupSharePayments).set({ status: 'FAILED', failureReason: body.reason ?? null }).where(eq(groupSharePayments.id, locked.id)).returning();
        return failed!;
      });
      const [share] = await db.select({ groupOrderId: groupOrderShares.groupOrderId }).from(groupOrderShares).where(eq(groupOrderShares.id, row.shareId));
      return c.json(ok(MSG.paymentFailed, toSharePayment(row, share!.groupOrderId)), 200);
    });
}
