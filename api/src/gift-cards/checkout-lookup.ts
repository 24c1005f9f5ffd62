import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { giftCards } from '../db/schema/gift-cards.ts';

/**
 * A gift card's open payment as the test provider's page shows it (handed to the page by app.ts): the page
 * redirects to its returnUrl with `paymentId` = the card's id.
 */
export async function giftCardCheckout(db: Db, providerOrderId: string) {
  const [card] = await db.select().from(giftCards).where(and(eq(giftCards.provider, 'test'), eq(giftCards.providerOrderId, providerOrderId)));
  if (!card) return undefined;
  return { id: card.id, providerOrderId, amountPaise: card.amountPaise, returnUrl: card.returnUrl, open: card.status === 'PENDING', status: card.status };
}
