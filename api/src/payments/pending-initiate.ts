import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { payments } from '../db/schema/payments.ts';
import { ok } from '../http/answers.ts';
import { ApiError } from '../http/errors.ts';
import { createRouter } from '../http/router.ts';
import { callerId } from '../http/user-routes.ts';
import type { PaymentsDeps } from './deps.ts';
import { PAYMENT_MESSAGES as MSG } from './messages.ts';
import { paymentRoute } from './route-support.ts';
import { isAllowedReturnUrl } from '../provider-payments/return-url.ts';
import { PendingInitiateBody } from './schemas.ts';

/**
 * `PUT /payment/pending-initiate`: a BALANCE payment of the order's whole balance (no seats to hold: they are
 * sold); the order's earlier open BALANCE payments through the provider become FAILED in the same transaction.
 */
export function pendingInitiateRoute(deps: PaymentsDeps) {
  const { db, now, settings, orders } = deps;
  const route = paymentRoute('/payment/pending-initiate', "Starts paying an order's pending balance", PendingInitiateBody, orders.schemas.payment, [404]);
  return createRouter().openapi(route, async (c) => {
    const userId = callerId(c);
    const body = c.req.valid('json');
    const found = await orders.findOwn(db, userId, body.orderId);
    if (!isAllowedReturnUrl(body.returnUrl, settings.returnOrigins)) throw new ApiError(400, MSG.returnUrl);
    const amountPaise = found.totalPaise - found.paidPaise;
    if (amountPaise <= 0) throw new ApiError(400, MSG.nothingDue);
    const id = randomBytes(12).toString('hex');
    const providerOrder = await settings.provider.createOrder({ amountPaise, receipt: id });
    const row = await db.transaction(async (tx) => {
      // The order locked: concurrent balance initiates run one after the other, and each replaces the earlier
      // open BALANCE payments (a late success of one of them is applied up to the balance, the rest refunded).
      const order = await orders.findOwn(tx, userId, body.orderId, true);
      if (order.totalPaise - order.paidPaise <= 0) throw new ApiError(400, MSG.nothingDue);
      await tx
        .update(payments)
        .set({ status: 'FAILED', failureReason: MSG.replacedReason })
        .where(and(eq(payments.orderId, order.id), eq(payments.kind, 'BALANCE'), eq(payments.status, 'CREATED'), ne(payments.provider, 'offline')));
      const [inserted] = await tx
        .insert(payments)
        .values({
          id,
          userId,
          orderId: order.id,
          kind: 'BALANCE',
          amountPaise,
          status: 'CREATED',
          provider: settings.provider.name,
          providerOrderId: providerOrder.providerOrderId,
          checkoutUrl: providerOrder.checkoutUrl,
          providerKeyId: settings.provider.keyId,
          returnUrl: body.returnUrl,
          createdAt: now(),
        })
        .returning();
      return inserted!;
    });
    return c.json(ok(MSG.created, orders.toPayment(row)), 200);
  });
}
