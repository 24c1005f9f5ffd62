import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { giftCardPayments, giftCards } from '../db/schema/gift-cards.ts';

/**
 * A gift card's checkout as the test provider's page shows it (handed to the page by app.ts): any checkout of a
 * card not yet paid is open, the earlier ones too. The page redirects to the checkout's returnUrl with
 * `paymentId` = the card's id.
 */
export async function giftCardCheckout(db: Db, providerOrderId: string) {
  const [found] = await db
    .select({ card: giftCards, returnUrl: giftCardPayments.returnUrl })
    .from(giftCardPayments)
    .innerJoin(giftCards, eq(giftCards.id, giftCardPayments.giftCardId))
    .where(and(eq(giftCardPayments.provider, 'test'), eq(giftCardPayments.providerOrderId, providerOrderId)));
  // A card whose checkout started before `gift_card_payments` existed has it on its own row only.
  const [card] = found ? [found.card] : await db.select().from(giftCards).where(and(eq(giftCards.provider, 'test'), eq(giftCards.providerOrderId, providerOrderId)));
  if (!card) return undefined;
  const returnUrl = found?.returnUrl ?? card.returnUrl;
  return { id: card.id, providerOrderId, amountPaise: card.amountPaise, returnUrl, open: card.status === 'PENDING', status: card.status };
}
