import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { walletAccounts, walletEntries, walletTransactions } from '../db/schema/wallet.ts';
import { userAccountId, type SystemAccount, type TransactionKind, type WalletType } from './wallet-types.ts';

/** A movement between a user's wallet and a system account: + credits the wallet, − debits it. */
export type Posting = {
  userId: string;
  walletType: WalletType;
  system: SystemAccount;
  amountPaise: number;
  kind: TransactionKind;
  description: string;
  orderId?: string | null;
  paymentId?: string | null;
};

/** The user's account of that type, made when first needed, locked (`FOR UPDATE`) until the transaction ends. */
export async function lockWallet(tx: Db, userId: string, walletType: WalletType, now: Date): Promise<string> {
  const id = userAccountId(userId, walletType);
  await tx.insert(walletAccounts).values({ id, userId, walletType, createdAt: now }).onConflictDoNothing();
  await tx.select({ id: walletAccounts.id }).from(walletAccounts).where(eq(walletAccounts.id, id)).for('update');
  return id;
}

/** The balance: the sum of the account's entries (never stored). */
export async function balanceOf(db: Db, userId: string, walletType: WalletType): Promise<number> {
  const [row] = await db
    .select({ paise: sql<number>`coalesce(sum(${walletEntries.amountPaise}), 0)::int` })
    .from(walletEntries)
    .where(eq(walletEntries.accountId, userAccountId(userId, walletType)));
  return row?.paise ?? 0;
}

/**
 * Writes one transaction of two entries that sum to zero: the user's wallet (locked by the caller with
 * `lockWallet`) and the system account. The database checks the sum again at commit (trigger).
 */
export async function post(tx: Db, posting: Posting, now: Date): Promise<string> {
  if (!Number.isSafeInteger(posting.amountPaise) || posting.amountPaise === 0) throw new RangeError(`a wallet posting needs whole non-zero paise, got ${posting.amountPaise}`);
  const id = randomBytes(12).toString('hex');
  await tx.insert(walletAccounts).values({ id: posting.system, createdAt: now }).onConflictDoNothing();
  await tx.insert(walletTransactions).values({ id, kind: posting.kind, description: posting.description, orderId: posting.orderId ?? null, paymentId: posting.paymentId ?? null, createdAt: now });
  await tx.insert(walletEntries).values([
    { transactionId: id, accountId: userAccountId(posting.userId, posting.walletType), amountPaise: posting.amountPaise, createdAt: now },
    { transactionId: id, accountId: posting.system, amountPaise: -posting.amountPaise, createdAt: now },
  ]);
  return id;
}
