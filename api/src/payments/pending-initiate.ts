import { randomBytes } from 'node:crypto';
import { payments } from '../db/schema/payments.ts';
import { ok } from '../http/answers.ts';
import { ApiError } from '../http/errors.ts';
import { createRouter } from '../http/router.ts';
import { callerId } from '../http/user-routes.ts';
import type { PaymentsDeps } from './deps.ts';
import { PAYMENT_MESSAGES as MSG } from './messages.ts';
import { paymentRoute } from './route-support.ts';
import { isAllowedReturnUrl, PendingInitiateBody } from './schemas.ts';

/** `PUT /payment/pending-initiate`: a BALANCE payment of the order's whole balance (no seats to hold: they are sold). */
export function pendingInitiateRoute(deps: PaymentsDeps) {
  const { db, now, settings, orders } = deps;
  const route = paymentRoute('/payment/pending-initiate', "Starts paying an order's pending balance", PendingInitiateBody, orders.schemas.payment, [404]);
  return createRouter().openapi(route, async (c) => {
    const userId = callerId(c);
    const body = c.req.valid('json');
    const order = await orders.findOwn(db, userId, body.orderId);
    if (!isAllowedReturnUrl(body.returnUrl, settings.returnOrigins)) throw new ApiError(400, MSG.returnUrl);
    const balance = order.totalPaise - order.paidPaise;
    if (balance <= 0) throw new ApiError(400, MSG.nothingDue);
    const id = randomBytes(12).toString('hex');
    const providerOrder = await settings.provider.createOrder({ amountPaise: balance, receipt: id });
    const [row] = await db
      .insert(payments)
      .values({
        id,
        userId,
        orderId: order.id,
        kind: 'BALANCE',
        amountPaise: balance,
        status: 'CREATED',
        provider: settings.provider.name,
        providerOrderId: providerOrder.providerOrderId,
        checkoutUrl: providerOrder.checkoutUrl,
        providerKeyId: settings.provider.keyId,
        returnUrl: body.returnUrl,
        createdAt: now(),
      })
      .returning();
    return c.json(ok(MSG.created, orders.toPayment(row!)), 200);
  });
}
