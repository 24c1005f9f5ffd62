import { eq } from 'drizzle-orm';
import { giftCards, type GiftCardRow } from '../db/schema/gift-cards.ts';
import { ApiError } from '../http/errors.ts';
import { recordExtraCapture } from '../refunds-due/record-capture.ts';
import { findCheckout, recordCheckoutPaid, recordCheckoutRefundDue } from './checkout-payments.ts';
import { newGiftCardCode } from './code.ts';
import type { GiftCardsDeps } from './deps.ts';
import { mailGiftCard } from './mail.ts';
import { GIFT_CARD_MESSAGES as MSG } from './messages.ts';
import { findBoughtCard } from './store.ts';

/** What a verified payment led to: the card paid (or a replay of that), or its money to refund (REFUND_DUE). */
export type GiftCardOutcome = { kind: 'paid'; card: GiftCardRow } | { kind: 'refund'; card: GiftCardRow };
/** A second provider payment of a checkout already settled: recorded to refund, answered 409 with `message`. */
type PaidAgain = { kind: 'again'; message: string };

/**
 * A verified payment of one of the card's checkouts (`providerOrderId`), in ONE transaction with the card locked:
 * PAID with a new code and its whole amount as balance, the recipient's e-mail written to the outbox, the
 * checkout SUCCEEDED. A replay (the same provider payment id) answers what was recorded. Another checkout paid
 * too (two tabs): that checkout is REFUND_DUE, logged for staff (docs/security.md §35); the same checkout with
 * another payment id is recorded as a refund-due extra capture (§37) and answered 409: `This gift card is already
 * paid` on the checkout that paid the card, the refund message on a REFUND_DUE one. Used by `POST /gift-cart/success`
 * and by Razorpay's webhook.
 */
export async function payGiftCard(deps: Pick<GiftCardsDeps, 'db' | 'now' | 'mailer' | 'logger'>, buyerId: string, cardId: string, providerOrderId: string, providerPaymentId: string): Promise<GiftCardOutcome> {
  const verified = { providerPaymentId, at: deps.now() };
  const outcome = await deps.db.transaction(async (tx): Promise<GiftCardOutcome | PaidAgain> => {
    const locked = await findBoughtCard(tx, buyerId, cardId, true);
    const checkout = await findCheckout(tx, cardId, providerOrderId);
    // Captured a second time on a checkout already settled (docs/security.md §37): recorded to refund, committed, then 409.
    const paidAgain = async (settledBy: string | null, message: string): Promise<PaidAgain> => {
      const capture = { kind: 'gift-card' as const, paymentId: cardId, userId: buyerId, amountPaise: locked.amountPaise, provider: checkout?.provider ?? locked.provider ?? 'test', providerOrderId };
      await recordExtraCapture(tx, { ...capture, providerPaymentId, settledBy, at: verified.at }, deps.logger);
      return { kind: 'again', message };
    };
    if (checkout?.status === 'REFUND_DUE') {
      return checkout.providerPaymentId === providerPaymentId ? { kind: 'refund', card: locked } : paidAgain(checkout.providerPaymentId, MSG.refundDue);
    }
    if (locked.status === 'PAID' && checkout && locked.providerOrderId !== providerOrderId) {
      (deps.logger ?? console).warn(`gift card ${cardId} (${providerOrderId}/${providerPaymentId}): ${locked.amountPaise} paise to refund: ${MSG.refundDueReason}`);
      await recordCheckoutRefundDue(tx, checkout, verified, locked.amountPaise, MSG.refundDueReason);
      return { kind: 'refund', card: locked };
    }
    if (locked.status === 'PAID') return locked.providerPaymentId === providerPaymentId ? { kind: 'paid', card: locked } : paidAgain(locked.providerPaymentId, MSG.alreadyPaid);
    const values = { status: 'PAID' as const, code: newGiftCardCode(), balancePaise: locked.amountPaise, providerOrderId, providerPaymentId, paidAt: verified.at };
    const [paid] = await tx.update(giftCards).set(values).where(eq(giftCards.id, cardId)).returning();
    await recordCheckoutPaid(tx, checkout, verified);
    await mailGiftCard(deps.mailer, tx, { ...paid!, code: values.code });
    return { kind: 'paid', card: paid! };
  });
  if (outcome.kind === 'again') throw new ApiError(409, outcome.message);
  return outcome;
}

/** FAILED with the card locked (idempotent); a paid card is 409. Used by `POST /gift-cart/fail` and the webhook. */
export async function failGiftCard({ db }: Pick<GiftCardsDeps, 'db'>, buyerId: string, cardId: string): Promise<GiftCardRow> {
  return db.transaction(async (tx) => {
    const card = await findBoughtCard(tx, buyerId, cardId, true);
    if (card.status === 'PAID') throw new ApiError(409, MSG.alreadyPaid);
    const [failed] = await tx.update(giftCards).set({ status: 'FAILED' }).where(eq(giftCards.id, cardId)).returning();
    return failed!;
  });
}
