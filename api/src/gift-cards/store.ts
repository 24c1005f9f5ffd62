import { and, desc, eq, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { giftCardPayments, giftCards, type GiftCardRow } from '../db/schema/gift-cards.ts';
import { ApiError } from '../http/errors.ts';
import { GIFT_CARD_MESSAGES as MSG } from './messages.ts';
import type { GiftCard } from './schemas.ts';

export function toGiftCard(row: GiftCardRow, callerId: string): GiftCard {
  return {
    _id: row.id,
    amountPaise: row.amountPaise,
    balancePaise: row.balancePaise,
    recipientName: row.recipientName,
    recipientEmail: row.recipientEmail,
    message: row.message,
    status: row.status,
    paymentMethod: row.paymentMethod,
    provider: row.provider,
    providerOrderId: row.providerOrderId,
    checkoutUrl: row.status === 'PAID' ? null : row.checkoutUrl,
    providerKeyId: row.status === 'PAID' ? null : row.providerKeyId,
    code: row.status === 'PAID' ? row.code : null,
    sent: row.buyerId === callerId,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

/** A card the caller bought (404 for anyone else's, unknown or malformed), locked for update when asked. */
export async function findBoughtCard(db: Db, buyerId: string, id: string, lock = false): Promise<GiftCardRow> {
  const query = db.select().from(giftCards).where(and(eq(giftCards.buyerId, buyerId), eq(giftCards.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new ApiError(404, MSG.notFound);
  return row;
}

/** The provider orders of a card's checkouts with `provider`, the latest first (the card's own for older rows). */
export async function checkoutsOf(db: Db, card: GiftCardRow, provider: string): Promise<string[]> {
  const rows = await db
    .select({ id: giftCardPayments.providerOrderId })
    .from(giftCardPayments)
    .where(and(eq(giftCardPayments.giftCardId, card.id), eq(giftCardPayments.provider, provider)))
    .orderBy(desc(giftCardPayments.createdAt));
  const latest = card.provider === provider && card.providerOrderId ? [card.providerOrderId] : [];
  return [...new Set([...latest, ...rows.map((row) => row.id)])];
}

/** The caller's confirmed e-mail: only a confirmed address receives cards (anyone may type any address at sign-up). */
async function confirmedEmailOf(db: Db, userId: string): Promise<string | null> {
  const [user] = await db.select({ email: users.email, verified: users.emailVerified }).from(users).where(eq(users.id, userId));
  return user?.verified ? user.email : null;
}

/** Cards the caller bought, and paid cards sent to the caller's confirmed e-mail: newest first, one query. */
export async function cardsOf(db: Db, userId: string): Promise<{ sent: GiftCard[]; received: GiftCard[] }> {
  const email = await confirmedEmailOf(db, userId);
  const received = email ? and(eq(giftCards.recipientEmail, email), eq(giftCards.status, 'PAID')) : undefined;
  const rows = await db.select().from(giftCards).where(or(eq(giftCards.buyerId, userId), received)).orderBy(desc(giftCards.createdAt), desc(giftCards.id));
  const cards = rows.map((row) => toGiftCard(row, userId));
  return { sent: cards.filter((card) => card.sent), received: cards.filter((card) => !card.sent) };
}

/** One card the caller bought or received (404 otherwise). */
export async function findCardOf(db: Db, userId: string, id: string): Promise<GiftCard> {
  const { sent, received } = await cardsOf(db, userId);
  const card = [...sent, ...received].find((one) => one._id === id);
  if (!card) throw new ApiError(404, MSG.notFound);
  return card;
}
