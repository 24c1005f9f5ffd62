import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { giftCardPayments, giftCards } from '../db/schema/gift-cards.ts';
import { groupSharePayments } from '../db/schema/group-orders.ts';
import { payments } from '../db/schema/payments.ts';
import { refundDueCaptures } from '../db/schema/refunds-due.ts';

/** A balance payment above its balance (SUCCEEDED with `refund_due_paise`) has no failure reason of its own. */
export const ABOVE_BALANCE_REASON = 'paid above the balance of its order';

const kindOf = (kind: 'booking' | 'gift-card' | 'group-share') => sql<'booking' | 'gift-card' | 'group-share'>`${kind}::text`.as('kind');
const not = sql<boolean>`false`.as('extra_capture');

/**
 * Every item of money still due back, of every kind, as one union (the list's rows): booking payments with
 * `refund_due_paise` (REFUND_DUE, or paid above the balance), REFUND_DUE share payments and gift-card checkouts
 * not yet refunded, and the extra captures (`refund_due_captures`) not yet refunded.
 */
export function dueItems(db: Db) {
  const bookings = db
    .select({ id: payments.id, kind: kindOf('booking'), extraCapture: not, paymentId: sql<string>`${payments.id}`.as('payment_id'), userId: payments.userId, amountPaise: payments.refundDuePaise, provider: payments.provider, providerOrderId: payments.providerOrderId, providerPaymentId: payments.providerPaymentId, reason: sql<string>`coalesce(${payments.failureReason}, ${ABOVE_BALANCE_REASON})`.as('reason'), at: payments.paidAt })
    .from(payments)
    .where(and(gt(payments.refundDuePaise, 0), isNull(payments.refundedAt)));
  const shares = db
    .select({ id: groupSharePayments.id, kind: kindOf('group-share'), extraCapture: not, paymentId: groupSharePayments.id, userId: groupSharePayments.userId, amountPaise: groupSharePayments.amountPaise, provider: groupSharePayments.provider, providerOrderId: groupSharePayments.providerOrderId, providerPaymentId: groupSharePayments.providerPaymentId, reason: sql<string>`coalesce(${groupSharePayments.failureReason}, '')`, at: groupSharePayments.paidAt })
    .from(groupSharePayments)
    .where(and(eq(groupSharePayments.status, 'REFUND_DUE'), isNull(groupSharePayments.refundedAt)));
  const cards = db
    .select({ id: giftCardPayments.id, kind: kindOf('gift-card'), extraCapture: not, paymentId: giftCardPayments.giftCardId, userId: giftCards.buyerId, amountPaise: giftCardPayments.refundDuePaise, provider: giftCardPayments.provider, providerOrderId: giftCardPayments.providerOrderId, providerPaymentId: giftCardPayments.providerPaymentId, reason: sql<string>`coalesce(${giftCardPayments.failureReason}, '')`, at: giftCardPayments.paidAt })
    .from(giftCardPayments)
    .innerJoin(giftCards, eq(giftCards.id, giftCardPayments.giftCardId))
    .where(and(eq(giftCardPayments.status, 'REFUND_DUE'), isNull(giftCardPayments.refundedAt)));
  const captures = db
    .select({ id: refundDueCaptures.id, kind: sql<'booking' | 'gift-card' | 'group-share'>`${refundDueCaptures.kind}`, extraCapture: sql<boolean>`true`, paymentId: refundDueCaptures.paymentId, userId: refundDueCaptures.userId, amountPaise: refundDueCaptures.amountPaise, provider: refundDueCaptures.provider, providerOrderId: refundDueCaptures.providerOrderId, providerPaymentId: refundDueCaptures.providerPaymentId, reason: refundDueCaptures.reason, at: refundDueCaptures.capturedAt })
    .from(refundDueCaptures)
    .where(isNull(refundDueCaptures.refundedAt));
  return unionAll(bookings, shares, cards, captures);
}
