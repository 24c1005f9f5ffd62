import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema/orders.ts';
import { walletEntries, walletTransactions } from '../db/schema/wallet.ts';
import type { WalletTransaction } from './schemas.ts';
import { userAccountId, type WalletType } from './wallet-types.ts';

export type TransactionsFilter = { userId: string; walletType: WalletType; page: number; limit: number; dtstart?: string | undefined; dtend?: string | undefined };

/** Midnight in India (UTC+05:30) at the start of `YYYY-MM-DD`, plus `days`. */
export function indiaMidnight(day: string, days = 0): Date {
  const instant = new Date(`${day}T00:00:00.000+05:30`);
  return new Date(instant.getTime() + days * 86_400_000);
}

/** The wallet's entries from `dtstart` (inclusive) to `dtend` (inclusive), both India days. */
function whereOf(filter: TransactionsFilter): SQL {
  const conditions: SQL[] = [eq(walletEntries.accountId, userAccountId(filter.userId, filter.walletType))];
  if (filter.dtstart) conditions.push(gte(walletEntries.createdAt, indiaMidnight(filter.dtstart)));
  if (filter.dtend) conditions.push(lt(walletEntries.createdAt, indiaMidnight(filter.dtend, 1)));
  return and(...conditions)!;
}

/** A page of the wallet's transactions, newest first, and how many match. */
export async function listTransactions(db: Db, filter: TransactionsFilter): Promise<{ items: WalletTransaction[]; total: number }> {
  const where = whereOf(filter);
  const [rows, counted] = await Promise.all([
    db
      .select({ entry: walletEntries, transaction: walletTransactions, reference: orders.reference })
      .from(walletEntries)
      .innerJoin(walletTransactions, eq(walletTransactions.id, walletEntries.transactionId))
      .leftJoin(orders, eq(orders.id, walletTransactions.orderId))
      .where(where)
      .orderBy(desc(walletEntries.createdAt), desc(walletEntries.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ n: count() }).from(walletEntries).where(where),
  ]);
  const items = rows.map(({ entry, transaction, reference }) => ({
    _id: transaction.id,
    kind: transaction.kind,
    walletType: filter.walletType,
    amountPaise: entry.amountPaise,
    description: transaction.description,
    orderId: transaction.orderId,
    orderReference: reference,
    createdAt: entry.createdAt.toISOString(),
  }));
  return { items, total: counted[0]?.n ?? 0 };
}
