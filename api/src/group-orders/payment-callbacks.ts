import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { groupOrders, groupOrderShares } from '../db/schema/group-orders.ts';
import { ok } from '../http/answers.ts';
import { ApiError } from '../http/errors.ts';
import { createRouter } from '../http/router.ts';
import { callerId } from '../http/user-routes.ts';
import type { GroupOrdersDeps } from './deps.ts';
import { GROUP_ORDER_MESSAGES as MSG } from './messages.ts';
import { findOwnPayment, toSharePayment } from './payment-store.ts';
import { bodyRoute } from './route-support.ts';
import { GroupOrderSchema, SharePaymentFailBody, SharePaymentSchema, SharePaymentSuccessBody } from './schemas.ts';
import { failSharePayment, settleSharePayment } from './share-payments.ts';
import { answerGroupOrders } from './store.ts';

const SuccessAnswer = z.object({ payment: SharePaymentSchema, groupOrder: GroupOrderSchema });
const successRoute = bodyRoute('put', '/group-order-passenger/payment-success', "The provider's signed success: the share becomes PAID (a replay answers the same)", SharePaymentSuccessBody, SuccessAnswer, [404, 409]);
const failRoute = bodyRoute('put', '/group-order-passenger/payment-fail', 'The payment failed or was cancelled at the provider (idempotent)', SharePaymentFailBody, SharePaymentSchema, [404, 409]);

/**
 * Success checks the signature first (a forged one changes nothing: 400), then `settleSharePayment`: REFUND_DUE
 * outcomes are committed (the money was captured) and answered 409 with why; fail is `failSharePayment`.
 */
export function paymentCallbackRoutes(deps: GroupOrdersDeps) {
  const { db, pricing, payments } = deps;
  return createRouter()
    .openapi(successRoute, async (c) => {
      const userId = callerId(c);
      const body = c.req.valid('json');
      const payment = await findOwnPayment(db, userId, body.paymentId);
      if (!payments.provider.verifySignature({ providerOrderId: payment.providerOrderId, providerPaymentId: body.providerPaymentId, signature: body.signature })) throw new ApiError(400, MSG.verificationFailed);
      const outcome = await settleSharePayment(deps, userId, payment.id, body.providerPaymentId);
      if (outcome.refund) throw new ApiError(409, outcome.refund);
      const [group] = await db.select().from(groupOrders).where(eq(groupOrders.id, outcome.groupOrderId));
      const [groupOrder] = await answerGroupOrders(db, [group!], userId, pricing);
      return c.json(ok(MSG.paymentSucceeded, { payment: toSharePayment(outcome.row, outcome.groupOrderId), groupOrder: groupOrder! }), 200);
    })
    .openapi(failRoute, async (c) => {
      const userId = callerId(c);
      const body = c.req.valid('json');
      const row = await failSharePayment(deps, userId, body.paymentId, body.reason ?? null);
      const [share] = await db.select({ groupOrderId: groupOrderShares.groupOrderId }).from(groupOrderShares).where(eq(groupOrderShares.id, row.shareId));
      return c.json(ok(MSG.paymentFailed, toSharePayment(row, share!.groupOrderId)), 200);
    });
}
