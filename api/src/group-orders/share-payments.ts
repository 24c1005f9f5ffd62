import { eq } from 'drizzle-orm';
import { todayInIndia } from '../calendar/dates.ts';
import { departures } from '../db/schema/departures.ts';
import { groupOrders, groupOrderShares, groupSharePayments, type SharePaymentRow } from '../db/schema/group-orders.ts';
import { ApiError } from '../http/errors.ts';
import { recordExtraCapture } from '../refunds-due/record-capture.ts';
import type { GroupOrdersDeps } from './deps.ts';
import { holdShareWhilePaying } from './holds.ts';
import { GROUP_ORDER_MESSAGES as MSG } from './messages.ts';
import { findOwnPayment } from './payment-store.ts';

/** `refund`: why the captured money bought nothing (REFUND_DUE), as the answer's 409 message; null when the share is paid. */
export type ShareSettlement = { row: SharePaymentRow; groupOrderId: string; refund: string | null };

/**
 * A verified share payment, in ONE transaction: the share locked, then the payment. A replay of the same provider
 * payment answers what was recorded; another provider payment id is recorded as a refund-due extra capture
 * and answered 409 (docs/security.md §37). The money is always recorded; it
 * becomes REFUND_DUE when the group order was cancelled meanwhile, the share was paid by another payment, the
 * departure date has come, or the share's released seats are gone; else SUCCEEDED and the share PAID with the payment's priced snapshot. Used by
 * `PUT /group-order-passenger/payment-success` and by Razorpay's webhook.
 */
export async function settleSharePayment({ db, now, seats, payments }: GroupOrdersDeps, userId: string, paymentId: string, providerPaymentId: string): Promise<ShareSettlement> {
  const payment = await findOwnPayment(db, userId, paymentId);
  const settled = await db.transaction(async (tx): Promise<ShareSettlement | null> => {
    const [share] = await tx.select().from(groupOrderShares).where(eq(groupOrderShares.id, payment.shareId)).for('update');
    const locked = await findOwnPayment(tx, userId, payment.id, true);
    // Read after the share's lock: a cancel that committed meanwhile is seen.
    const [group] = await tx.select().from(groupOrders).where(eq(groupOrders.id, share!.groupOrderId));
    const groupOrderId = group!.id;
    const completed = locked.status === 'SUCCEEDED' || locked.status === 'REFUND_DUE';
    if (completed && locked.providerPaymentId !== providerPaymentId) {
      // Captured a second time on this provider order (docs/security.md §37): recorded to refund, committed, then 409.
      const capture = { kind: 'group-share' as const, paymentId: locked.id, userId, amountPaise: locked.amountPaise, provider: locked.provider, providerOrderId: locked.providerOrderId };
      await recordExtraCapture(tx, { ...capture, providerPaymentId, settledBy: locked.providerPaymentId, at: now() });
      return null;
    }
    if (completed) {
      return { row: locked, groupOrderId, refund: locked.status === 'REFUND_DUE' ? (locked.failureReason ?? (share!.paidQuote === null ? MSG.seatsGone : MSG.shareAlreadyPaid)) : null };
    }
    const at = now();
    // A provider order stays payable after its hold (docs/security.md §34): a trip that has left takes no payment.
    const [departure] = await tx.select({ startDate: departures.startDate }).from(departures).where(eq(departures.id, group!.departureId));
    const refund =
      group!.status === 'CANCELLED'
        ? MSG.cancelledRefund
        : share!.paidQuote !== null
          ? MSG.shareAlreadyPaid
          : !departure || departure.startDate <= todayInIndia(at)
            ? MSG.departedRefund
            : (await holdShareWhilePaying(tx, seats, { share: share!, group: group! }, at, payments.holdMinutes, false))
              ? null
              : MSG.seatsGone;
    const [row] = await tx
      .update(groupSharePayments)
      .set({ status: refund ? 'REFUND_DUE' : 'SUCCEEDED', providerPaymentId, paidAt: at, failureReason: refund })
      .where(eq(groupSharePayments.id, payment.id))
      .returning();
    if (!refund) await tx.update(groupOrderShares).set({ paidQuote: locked.quote, paidPaise: locked.amountPaise, paidAt: at, updatedAt: at }).where(eq(groupOrderShares.id, share!.id));
    return { row: row!, groupOrderId, refund };
  });
  if (!settled) throw new ApiError(409, MSG.alreadyComplete);
  return settled;
}

/** FAILED with the payment locked (idempotent); a completed payment is 409. Used by `payment-fail` and the webhook. */
export async function failSharePayment({ db }: Pick<GroupOrdersDeps, 'db'>, userId: string, paymentId: string, reason: string | null): Promise<SharePaymentRow> {
  return db.transaction(async (tx) => {
    const locked = await findOwnPayment(tx, userId, paymentId, true);
    if (locked.status === 'SUCCEEDED' || locked.status === 'REFUND_DUE') throw new ApiError(409, MSG.alreadyComplete);
    if (locked.status === 'FAILED') return locked;
    const [failed] = await tx.update(groupSharePayments).set({ status: 'FAILED', failureReason: reason }).where(eq(groupSharePayments.id, locked.id)).returning();
    return failed!;
  });
}
