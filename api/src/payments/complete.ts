import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { payments, type PaymentQuote } from '../db/schema/payments.ts';
import { ok } from '../http/answers.ts';
import { ApiError } from '../http/errors.ts';
import { createRouter } from '../http/router.ts';
import { callerId } from '../http/user-routes.ts';
import type { PaymentRow, PaymentsDeps } from './deps.ts';
import { PAYMENT_MESSAGES as MSG } from './messages.ts';
import { paymentRoute } from './route-support.ts';
import { CompleteBody } from './schemas.ts';
import { findOwnPayment, releaseHold } from './store.ts';

export type Outcome = { kind: 'done'; payment: PaymentRow } | { kind: 'expired' };

/** The snapshot without its coupon: when the coupon was used up by others before this payment succeeded. */
const withoutCoupon = (quote: PaymentQuote): PaymentQuote => ({ ...quote, couponCode: null, ...quote.withoutCoupon });

/**
 * Settles a verified payment in ONE transaction, the payment row locked (`for update`) so a replay or a
 * concurrent callback waits and then finds it SUCCEEDED: a booking payment makes the order (PROCESSING),
 * counts the coupon use and empties the cart; a BALANCE payment adds to its order's paid amount. A hold that
 * expired first is released and the payment fails (409): its seats may already be someone else's.
 */
export async function settle(deps: PaymentsDeps, userId: string, paymentId: string, providerPaymentId: string): Promise<Outcome> {
  const { db, now, seats, cart, orders } = deps;
  const at = now();
  return db.transaction(async (tx): Promise<Outcome> => {
    const payment = await findOwnPayment(tx, userId, paymentId, true);
    if (payment.status === 'SUCCEEDED') {
      if (payment.providerPaymentId === providerPaymentId) return { kind: 'done', payment };
      throw new ApiError(409, MSG.alreadyComplete);
    }
    if (payment.status === 'FAILED') throw new ApiError(409, MSG.alreadyFailed);
    if (payment.seatsHeld > 0 && (payment.holdReleasedAt !== null || (payment.holdExpiresAt !== null && payment.holdExpiresAt <= at))) {
      await releaseHold(tx, seats, payment.id, at, 'paid after the seat hold expired');
      return { kind: 'expired' };
    }
    const orderId = payment.orderId ?? (await makeOrder(tx, deps, userId, payment, at));
    if (payment.orderId) {
      await orders.findOwn(tx, userId, payment.orderId, true);
      await orders.addPaid(tx, payment.orderId, payment.amountPaise);
    } else {
      await cart.clear(tx, userId, payment.createdAt);
    }
    const [updated] = await tx
      .update(payments)
      .set({ status: 'SUCCEEDED', providerPaymentId, paidAt: at, orderId, holdExpiresAt: null })
      .where(eq(payments.id, payment.id))
      .returning();
    return { kind: 'done', payment: updated! };
  });
}

async function makeOrder(tx: Db, deps: PaymentsDeps, userId: string, payment: PaymentRow, at: Date): Promise<string> {
  const quote = payment.quote;
  if (!quote) throw new ApiError(409, MSG.alreadyFailed);
  const couponKept = quote.couponCode === null || (await deps.cart.consumeCoupon(tx, quote.couponCode));
  return deps.orders.create(tx, userId, couponKept ? quote : withoutCoupon(quote), payment.amountPaise, at);
}

/** `PUT /payment/success` and `PUT /payment/pending-success`: verify the provider's signature, then settle. */
export function completeRoutes(deps: PaymentsDeps) {
  const answer = z.object({ payment: deps.orders.schemas.payment, order: deps.orders.schemas.order });
  const handler = (path: string, summary: string) =>
    createRouter().openapi(paymentRoute(path, summary, CompleteBody, answer, [404, 409]), async (c) => {
      const userId = callerId(c);
      const body = c.req.valid('json');
      const payment = await findOwnPayment(deps.db, userId, body.paymentId);
      const verified =
        payment.provider === deps.settings.provider.name &&
        deps.settings.provider.verifySignature({ providerOrderId: payment.providerOrderId, providerPaymentId: body.providerPaymentId, signature: body.signature });
      if (!verified) throw new ApiError(400, MSG.verificationFailed);
      const outcome = await settle(deps, userId, payment.id, body.providerPaymentId);
      if (outcome.kind === 'expired') throw new ApiError(409, MSG.holdExpired);
      const order = await deps.orders.load(deps.db, userId, outcome.payment.orderId!);
      return c.json(ok(MSG.succeeded, { payment: deps.orders.toPayment(outcome.payment), order }), 200);
    });
  return createRouter()
    .route('/', handler('/payment/success', 'Completes a booking payment: verifies the signature; the cart becomes an order (PROCESSING)'))
    .route('/', handler('/payment/pending-success', "Completes a balance payment: verifies the signature; the order's balance is paid"));
}
