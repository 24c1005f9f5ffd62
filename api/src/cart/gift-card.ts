import { randomBytes } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { giftCardRedemptions, giftCards, type GiftCardRow } from '../db/schema/gift-cards.ts';
import { PAISE_PER_RUPEE } from '../pricing/money.ts';
import { CART_MESSAGES as MSG } from './messages.ts';

/** Codes are shown grouped (`GIFT-ABCD-EFGH-…`) and may be typed in any case, with spaces, dashes or neither. */
export function normaliseGiftCardCode(code: string): string {
  const characters = code.replace(/[^0-9a-z]/gi, '').toUpperCase().replace(/^GIFT/, '');
  return characters.length === 16 ? `GIFT-${characters.match(/.{4}/g)!.join('-')}` : code.trim().toUpperCase();
}

export async function findGiftCardByCode(db: Db, code: string): Promise<GiftCardRow | undefined> {
  const [row] = await db.select().from(giftCards).where(and(eq(giftCards.code, normaliseGiftCardCode(code)), eq(giftCards.status, 'PAID')));
  return row;
}

export async function findGiftCard(db: Db, id: string): Promise<GiftCardRow | undefined> {
  const [row] = await db.select().from(giftCards).where(and(eq(giftCards.id, id), eq(giftCards.status, 'PAID')));
  return row;
}

/** Why this card cannot be redeemed; null when it can. */
export function giftCardProblem(card: GiftCardRow | undefined): string | null {
  if (!card) return MSG.giftCardInvalid;
  if (card.balancePaise <= 0) return MSG.giftCardUsedUp;
  return null;
}

/**
 * The part of a total a card pays: its balance, at most the total less ₹1, so that every order is still made
 * by one provider payment (the one success path of the payments domain). The card is money, not a discount:
 * it is applied to the total after GST.
 */
export function giftCardCoverPaise(balancePaise: number, totalPaise: number): number {
  return Math.max(0, Math.min(balancePaise, totalPaise - PAISE_PER_RUPEE));
}

type AppliedCard = { id: string; code: string; balancePaise: number } | undefined;

/**
 * A cart's card priced against its total: the part it pays, what is left to pay, and the advance (the card counts
 * toward it; at least ₹1 goes through the provider). A card whose balance is gone is left out, like a stale coupon.
 */
export function giftCardPart(card: AppliedCard, totalPaise: number, advancePaise: number | null) {
  const giftCardPaise = card ? giftCardCoverPaise(card.balancePaise, totalPaise) : 0;
  const used = card && giftCardPaise > 0 ? card : undefined;
  const amountDuePaise = totalPaise - giftCardPaise;
  return {
    id: used?.id ?? null,
    answer: used ? { code: used.code, balancePaise: used.balancePaise, appliedPaise: giftCardPaise, remainingPaise: used.balancePaise - giftCardPaise } : null,
    giftCardPaise,
    amountDuePaise,
    minimumAdvancePaise: advancePaise === null ? null : Math.min(amountDuePaise, Math.max(PAISE_PER_RUPEE, advancePaise - giftCardPaise)),
  };
}

/**
 * Takes `amountPaise` from the card, in the transaction that makes the order: one conditional UPDATE
 * (`balance_paise >= amount`), so two orders can never spend the same money (PostgreSQL re-checks the WHERE
 * on the newest row version after a concurrent writer commits). False, and nothing written, when the balance
 * no longer covers it.
 */
export async function takeGiftCard(tx: Db, giftCardId: string, amountPaise: number): Promise<boolean> {
  const taken = await tx
    .update(giftCards)
    .set({ balancePaise: sql`${giftCards.balancePaise} - ${amountPaise}` })
    .where(and(eq(giftCards.id, giftCardId), eq(giftCards.status, 'PAID'), gte(giftCards.balancePaise, amountPaise)))
    .returning({ id: giftCards.id });
  return taken.length > 0;
}

/** The card's ledger line for the order it paid (same transaction as `takeGiftCard`). */
export async function recordGiftCardUse(tx: Db, giftCardId: string, orderId: string, amountPaise: number, at: Date): Promise<void> {
  await tx.insert(giftCardRedemptions).values({ id: randomBytes(12).toString('hex'), giftCardId, orderId, amountPaise, createdAt: at });
}
