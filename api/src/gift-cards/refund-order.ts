import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { giftCardRedemptions, giftCards } from '../db/schema/gift-cards.ts';

/**
 * A cancelled order's gift card parts go back on their cards, in the caller's transaction (staff cancel, the
 * order row already locked): each unrefunded redemption of the order is marked refunded by one conditional
 * UPDATE (so twice is impossible), then its card's balance grows by that part (cards in id order). Returns the
 * paise returned to cards.
 */
export async function returnGiftCardParts(tx: Db, orderId: string, at: Date): Promise<number> {
  const parts = await tx
    .update(giftCardRedemptions)
    .set({ refundedAt: at })
    .where(and(eq(giftCardRedemptions.orderId, orderId), isNull(giftCardRedemptions.refundedAt)))
    .returning({ giftCardId: giftCardRedemptions.giftCardId, amountPaise: giftCardRedemptions.amountPaise });
  for (const part of parts.sort((a, b) => a.giftCardId.localeCompare(b.giftCardId))) {
    const [card] = await tx.select({ balancePaise: giftCards.balancePaise }).from(giftCards).where(eq(giftCards.id, part.giftCardId)).for('update');
    await tx.update(giftCards).set({ balancePaise: card!.balancePaise + part.amountPaise }).where(eq(giftCards.id, part.giftCardId));
  }
  return parts.reduce((sum, part) => sum + part.amountPaise, 0);
}
