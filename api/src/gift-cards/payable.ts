import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { giftCardPayments, giftCards } from '../db/schema/gift-cards.ts';
import { ApiError } from '../http/errors.ts';
import type { PayableKind } from '../provider-payments/payable.ts';
import type { GiftCardsDeps } from './deps.ts';
import { GIFT_CARD_MESSAGES as MSG } from './messages.ts';
import { failGiftCard, payGiftCard } from './settle.ts';

/** The card a provider order (any checkout of it, the earlier ones too) belongs to, with that checkout's return URL. */
async function cardOfCheckout(db: Db, provider: string, providerOrderId: string) {
  const [found] = await db
    .select({ card: giftCards, returnUrl: giftCardPayments.returnUrl })
    .from(giftCardPayments)
    .innerJoin(giftCards, eq(giftCards.id, giftCardPayments.giftCardId))
    .where(and(eq(giftCardPayments.provider, provider), eq(giftCardPayments.providerOrderId, providerOrderId)));
  if (found) return found;
  // A card whose checkout started before `gift_card_payments` existed has it on its own row only.
  const [card] = await db.select().from(giftCards).where(and(eq(giftCards.provider, provider), eq(giftCards.providerOrderId, providerOrderId)));
  return card && { card, returnUrl: card.returnUrl };
}

/**
 * Gift cards as a payable of the provider-payments flow: any checkout of an unpaid card is open (the test page
 * returns with `paymentId` = the card's id); success is `payGiftCard`, failure `failGiftCard` — only for the
 * card's latest checkout (a failed earlier one is not the card's outcome: 409, ignored by the webhook).
 */
export function giftCardPayable(deps: Pick<GiftCardsDeps, 'db' | 'now' | 'mailer' | 'logger'>): PayableKind {
  return {
    name: 'gift-card',
    async find(db, provider, providerOrderId) {
      const found = await cardOfCheckout(db, provider, providerOrderId);
      if (!found) return undefined;
      const { card, returnUrl } = found;
      return { kind: 'gift-card', id: card.id, userId: card.buyerId, providerOrderId, amountPaise: card.amountPaise, returnUrl, open: card.status === 'PENDING', status: card.status, orderId: null };
    },
    async succeed(payable, providerPaymentId) {
      const outcome = await payGiftCard(deps, payable.userId, payable.id, payable.providerOrderId, providerPaymentId);
      return outcome.kind === 'refund' ? { applied: false, message: MSG.refundDue, orderId: null } : { applied: true, message: MSG.issued, orderId: null };
    },
    async fail(payable) {
      const [card] = await deps.db.select({ providerOrderId: giftCards.providerOrderId }).from(giftCards).where(eq(giftCards.id, payable.id));
      if (card?.providerOrderId !== payable.providerOrderId) throw new ApiError(409, 'an earlier checkout of this gift card failed');
      await failGiftCard(deps, payable.userId, payable.id);
      return { applied: true, message: MSG.failed, orderId: null };
    },
  };
}
