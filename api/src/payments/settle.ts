import { eq } from 'drizzle-orm';
import { todayInIndia } from '../calendar/dates.ts';
import type { Db } from '../db/client.ts';
import { payments, type PaymentQuote } from '../db/schema/payments.ts';
import { ApiError } from '../http/errors.ts';
import type { PaymentRow, PaymentsDeps } from './deps.ts';
import { PAYMENT_MESSAGES as MSG } from './messages.ts';
import { findOwnPayment, releaseHold } from './store.ts';
import { crashPoint } from '../reliability/crash-point.ts';
import { recordExtraCapture } from '../refunds-due/record-capture.ts';

/** `note`: the answer's message when it is not the plain success (a gift card spent meanwhile). */
export type Outcome = { kind: 'done'; payment: PaymentRow; note?: string; created?: boolean } | { kind: 'refund'; payment: PaymentRow };
type Verified = { providerPaymentId: string; at: Date };

/** The snapshot without its coupon: when the coupon was used up by others before this payment succeeded. */
const withoutCoupon = (quote: PaymentQuote): PaymentQuote => ({ ...quote, couponCode: null, ...quote.withoutCoupon });

async function record(tx: Db, payment: PaymentRow, values: Partial<PaymentRow>): Promise<PaymentRow> {
  const [updated] = await tx.update(payments).set(values).where(eq(payments.id, payment.id)).returning();
  return updated!;
}

/** Nothing could be bought with this captured money: REFUND_DUE, logged for staff. */
async function refundDue(tx: Db, deps: PaymentsDeps, payment: PaymentRow, verified: Verified, why: string): Promise<Outcome> {
  (deps.logger ?? console).warn(`payment ${payment.id} (${payment.providerOrderId}/${verified.providerPaymentId}): ${payment.amountPaise} paise to refund: ${why}`);
  const row = await record(tx, payment, { status: 'REFUND_DUE', providerPaymentId: verified.providerPaymentId, paidAt: verified.at, refundDuePaise: payment.amountPaise, failureReason: why });
  return { kind: 'refund', payment: row };
}

/**
 * A BALANCE payment goes to its (locked) order: at most the current balance; any excess (a second balance
 * payment, say) is recorded as `refundDuePaise` and logged, never absorbed. Nothing applied, or the order
 * cancelled meanwhile → REFUND_DUE.
 */
async function settleBalance(tx: Db, deps: PaymentsDeps, userId: string, payment: PaymentRow, verified: Verified): Promise<Outcome> {
  const order = await deps.orders.findOwn(tx, userId, payment.orderId!, true);
  // Staff cancelled the order (and refunded what it had been paid) before the provider confirmed this payment.
  if (order.status === 'CANCELLED') return refundDue(tx, deps, payment, verified, 'the order was cancelled');
  const applied = Math.min(payment.amountPaise, order.totalPaise - order.paidPaise);
  if (applied <= 0) return refundDue(tx, deps, payment, verified, 'the balance was already paid');
  await deps.orders.addPaid(tx, order.id, applied);
  const excess = payment.amountPaise - applied;
  if (excess > 0) (deps.logger ?? console).warn(`payment ${payment.id}: ${excess} paise above the balance of order ${order.id}: to refund`);
  const row = await record(tx, payment, { status: 'SUCCEEDED', providerPaymentId: verified.providerPaymentId, paidAt: verified.at, refundDuePaise: excess, holdExpiresAt: null });
  return { kind: 'done', payment: row };
}

/**
 * A booking payment: its seats are still held (even past the hold time: nobody took them), or — released
 * because it expired or was replaced — held again when enough remain; then the order is made (PROCESSING),
 * the coupon use counted and the cart emptied. No seats left, or paid on or after the departure date → REFUND_DUE.
 */
async function settleBooking(tx: Db, deps: PaymentsDeps, userId: string, payment: PaymentRow, verified: Verified): Promise<Outcome> {
  const quote = payment.quote;
  if (!quote || !payment.departureId) return refundDue(tx, deps, payment, verified, 'the booking is no longer available');
  // A provider order stays payable after its hold (docs/security.md §34): never an order for a trip that has left;
  // seats it still holds go back.
  if (quote.departureDate <= todayInIndia(verified.at)) {
    const why = 'paid on or after the departure date';
    await releaseHold(tx, deps.seats, payment.id, verified.at, why);
    return refundDue(tx, deps, payment, verified, why);
  }
  if (payment.holdReleasedAt !== null && !(await deps.seats.hold(tx, payment.departureId, payment.seatsHeld))) {
    return refundDue(tx, deps, payment, verified, 'paid after its seat hold was released, and the seats are gone');
  }
  const couponKept = quote.couponCode === null || (await deps.cart.consumeCoupon(tx, quote.couponCode));
  // The gift card's part is taken here, with the order; spent meanwhile by another order, it becomes a balance due.
  const cardPaise = quote.giftCardId ? (quote.giftCardPaise ?? 0) : 0;
  const cardKept = cardPaise > 0 && (await deps.cart.takeGiftCard(tx, quote.giftCardId!, cardPaise));
  const orderId = await deps.orders.create(tx, userId, couponKept ? quote : withoutCoupon(quote), payment.amountPaise + (cardKept ? cardPaise : 0), verified.at);
  if (cardKept) await deps.cart.recordGiftCardUse(tx, quote.giftCardId!, orderId, cardPaise, verified.at);
  await deps.cart.clear(tx, userId, payment.createdAt);
  await crashPoint('payment-callback');
  const row = await record(tx, payment, { status: 'SUCCEEDED', providerPaymentId: verified.providerPaymentId, paidAt: verified.at, orderId, holdExpiresAt: null, holdReleasedAt: null, failureReason: null });
  return cardPaise > 0 && !cardKept ? { kind: 'done', payment: row, note: MSG.giftCardSpent, created: true } : { kind: 'done', payment: row, created: true };
}

/**
 * Settles a payment whose signature verified, in ONE transaction: the cart row, a balance payment's order, then
 * the payment row locked (the order initiate and pending-initiate use), so a replay or a concurrent callback waits and then finds it settled. Once
 * verified, the money is always recorded (provider payment id, paid at): as an order or balance paid, or as
 * REFUND_DUE; a second provider payment of a settled payment as a refund-due extra capture (409). A new order's
 * `orders.created` runs after the commit.
 */
export async function settle(deps: PaymentsDeps, userId: string, paymentId: string, providerPaymentId: string): Promise<Outcome> {
  const verified = { providerPaymentId, at: deps.now() };
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome | null> => {
    await deps.cart.lock(tx, userId);
    // A balance payment's order is locked before the payment row, as pending-initiate does (no deadlock).
    const peek = await findOwnPayment(tx, userId, paymentId);
    if (peek.orderId) await deps.orders.findOwn(tx, userId, peek.orderId, true);
    const payment = await findOwnPayment(tx, userId, paymentId, true);
    if (payment.status === 'SUCCEEDED' || payment.status === 'REFUND_DUE') {
      if (payment.providerPaymentId === providerPaymentId) return { kind: payment.status === 'SUCCEEDED' ? 'done' : 'refund', payment };
      // Captured a second time on this provider order (docs/security.md §37): recorded to refund, committed, then 409.
      await recordExtraCapture(tx, { kind: 'booking', paymentId: payment.id, userId, amountPaise: payment.amountPaise, provider: payment.provider, providerOrderId: payment.providerOrderId, providerPaymentId, settledBy: payment.providerPaymentId, at: verified.at }, deps.logger);
      return null;
    }
    return payment.kind === 'BALANCE' ? settleBalance(tx, deps, userId, payment, verified) : settleBooking(tx, deps, userId, payment, verified);
  });
  if (!outcome) throw new ApiError(409, MSG.alreadyComplete);
  // Only after the commit: a new order's notification (a slow sender must not hold the transaction open).
  if (outcome.kind === 'done' && outcome.created) deps.orders.created?.(userId, outcome.payment.orderId!);
  return outcome;
}
