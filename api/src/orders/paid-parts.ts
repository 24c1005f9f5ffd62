import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { giftCardRedemptions, giftCards } from '../db/schema/gift-cards.ts';
import { payments, type PaymentRow } from '../db/schema/payments.ts';
import type { OrderGiftCard, WalletType } from './schemas.ts';

export type SourcedPayment = { row: PaymentRow; walletType: WalletType | null };

/**
 * The wallet a `wallet` payment came from: the user's account of its SPEND in the ledger (api/src/wallet/ writes it
 * with the payment, `request-to-pay.ts`); null for every other provider (the subquery runs only for wallet payments).
 * Column names are qualified by hand: drizzle leaves them bare in a one-table select, ambiguous inside the subquery.
 */
const walletTypeOf = sql<WalletType | null>`case when payments.provider = 'wallet' then (
  select a.wallet_type from wallet_transactions t
  join wallet_entries e on e.transaction_id = t.id
  join wallet_accounts a on a.id = e.account_id
  where t.payment_id = payments.id and t.kind = 'SPEND' and a.user_id is not null
  limit 1) end`;

/** The payments of a page of orders with each one's source, oldest first: one query. */
export function paymentsOfOrders(db: Db, orderIds: string[]): Promise<SourcedPayment[]> {
  return db
    .select({ row: payments, walletType: walletTypeOf })
    .from(payments)
    .where(inArray(payments.orderId, orderIds))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

export type OrderGiftCardPart = OrderGiftCard & { orderId: string };

/** The gift card parts of a page of orders, oldest first, their codes cut to the last 4 in the query: one query. */
export async function giftCardPartsOfOrders(db: Db, orderIds: string[]): Promise<OrderGiftCardPart[]> {
  const rows = await db
    .select({
      _id: giftCardRedemptions.id,
      orderId: giftCardRedemptions.orderId,
      codeLast4: sql<string>`right(coalesce(${giftCards.code}, ''), 4)`,
      amountPaise: giftCardRedemptions.amountPaise,
      createdAt: giftCardRedemptions.createdAt,
      refundedAt: giftCardRedemptions.refundedAt,
    })
    .from(giftCardRedemptions)
    .innerJoin(giftCards, eq(giftCards.id, giftCardRedemptions.giftCardId))
    .where(inArray(giftCardRedemptions.orderId, orderIds))
    .orderBy(asc(giftCardRedemptions.createdAt), asc(giftCardRedemptions.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), refundedAt: row.refundedAt?.toISOString() ?? null }));
}
