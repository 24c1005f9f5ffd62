import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { walletEntries, walletTransactions } from '../db/schema/wallet.ts';
import { creditWallet } from './credit.ts';
import { balanceOf } from './ledger.ts';
import { SYSTEM_ACCOUNTS, userAccountId, type WalletType } from './wallet-types.ts';

type CancelledOrder = { id: string; userId: string; reference: string; paidPaise: number };

/** What the order was paid from one of the user's wallets: its SPENDs on the order (positive paise). */
async function spentOn(tx: Db, order: CancelledOrder, walletType: WalletType): Promise<number> {
  const [row] = await tx
    .select({ paise: sql<number>`coalesce(-sum(${walletEntries.amountPaise}), 0)::int` })
    .from(walletEntries)
    .innerJoin(walletTransactions, eq(walletTransactions.id, walletEntries.transactionId))
    .where(and(eq(walletTransactions.orderId, order.id), eq(walletTransactions.kind, 'SPEND'), eq(walletEntries.accountId, userAccountId(order.userId, walletType))));
  return row?.paise ?? 0;
}

export type OrderRefund = { refundedPaise: number; customerWalletPaise: number; rewardWalletPaise: number; giftCardPaise: number; balancePaise: number };

/**
 * Everything a cancelled order was paid goes back where it came from, in the caller's transaction (the order
 * row locked): the gift card parts to their cards (`returnGiftCardParts`, the gift-cards domain's port), the
 * reward wallet's spends to the reward wallet, and the rest (provider, offline, customer wallet) to the
 * customer wallet, each a REFUND of the ledger. `balancePaise`: the customer wallet after it.
 */
export async function refundCancelledOrder(tx: Db, order: CancelledOrder, returnGiftCardParts: (tx: Db, orderId: string, at: Date) => Promise<number>, at: Date): Promise<OrderRefund> {
  const giftCardPaise = await returnGiftCardParts(tx, order.id, at);
  const rewardWalletPaise = await spentOn(tx, order, 'reward');
  const customerWalletPaise = order.paidPaise - giftCardPaise - rewardWalletPaise;
  const description = `Refund of cancelled booking ${order.reference}`;
  const refund = (walletType: WalletType, amountPaise: number) =>
    creditWallet(tx, { userId: order.userId, walletType, system: SYSTEM_ACCOUNTS.orders, amountPaise, kind: 'REFUND', description, orderId: order.id }, at);
  if (rewardWalletPaise > 0) await refund('reward', rewardWalletPaise);
  const balancePaise = customerWalletPaise > 0 ? (await refund('customer', customerWalletPaise)).balancePaise : await balanceOf(tx, order.userId, 'customer');
  return { refundedPaise: order.paidPaise, customerWalletPaise, rewardWalletPaise, giftCardPaise, balancePaise };
}
