import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { giftCardPayments } from '../db/schema/gift-cards.ts';

export type CheckoutRow = typeof giftCardPayments.$inferSelect;
type Verified = { providerPaymentId: string; at: Date };

/** The checkout of `cardId` with this provider order (null for a card paid before checkouts were recorded). */
export async function findCheckout(tx: Db, cardId: string, providerOrderId: string): Promise<CheckoutRow | null> {
  const [row] = await tx.select().from(giftCardPayments).where(and(eq(giftCardPayments.giftCardId, cardId), eq(giftCardPayments.providerOrderId, providerOrderId)));
  return row ?? null;
}

/** The checkout that paid the card: SUCCEEDED with its provider payment id. */
export async function recordCheckoutPaid(tx: Db, checkout: CheckoutRow | null, verified: Verified): Promise<void> {
  if (!checkout) return;
  await tx.update(giftCardPayments).set({ status: 'SUCCEEDED', providerPaymentId: verified.providerPaymentId, paidAt: verified.at }).where(eq(giftCardPayments.id, checkout.id));
}

/** A checkout paid after another one paid the card: its money bought nothing, REFUND_DUE (its whole amount, why). */
export async function recordCheckoutRefundDue(tx: Db, checkout: CheckoutRow, verified: Verified, amountPaise: number, why: string): Promise<CheckoutRow> {
  const values = { status: 'REFUND_DUE' as const, providerPaymentId: verified.providerPaymentId, paidAt: verified.at, refundDuePaise: amountPaise, failureReason: why };
  const [row] = await tx.update(giftCardPayments).set(values).where(eq(giftCardPayments.id, checkout.id)).returning();
  return row!;
}
