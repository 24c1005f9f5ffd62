import { eq } from 'drizzle-orm';
import { giftCards, type GiftCardRow } from '../db/schema/gift-cards.ts';
import { ApiError } from '../http/errors.ts';
import { isReplay } from '../provider-payments/completion.ts';
import { newGiftCardCode } from './code.ts';
import type { GiftCardsDeps } from './deps.ts';
import { mailGiftCard } from './mail.ts';
import { GIFT_CARD_MESSAGES as MSG } from './messages.ts';
import { findBoughtCard } from './store.ts';

/**
 * A verified payment of one of the card's checkouts (`providerOrderId`), in ONE transaction with the card locked:
 * PAID with a new code and its whole amount as balance, the recipient's e-mail written to the outbox. A replay
 * (PAID with the same provider payment id) answers the card as it is; another payment id is 409. Used by
 * `POST /gift-cart/success` and by Razorpay's webhook.
 */
export async function payGiftCard({ db, now, mailer }: Pick<GiftCardsDeps, 'db' | 'now' | 'mailer'>, buyerId: string, cardId: string, providerOrderId: string, providerPaymentId: string): Promise<GiftCardRow> {
  return db.transaction(async (tx) => {
    const locked = await findBoughtCard(tx, buyerId, cardId, true);
    if (isReplay(locked.status === 'PAID', locked.providerPaymentId, providerPaymentId, MSG.alreadyPaid)) return locked;
    const values = { status: 'PAID' as const, code: newGiftCardCode(), balancePaise: locked.amountPaise, providerOrderId, providerPaymentId, paidAt: now() };
    const [paid] = await tx.update(giftCards).set(values).where(eq(giftCards.id, cardId)).returning();
    await mailGiftCard(mailer, tx, { ...paid!, code: values.code });
    return paid!;
  });
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
