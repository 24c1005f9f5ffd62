import type { Db } from '../db/client.ts';
import { balanceOf, lockWallet, post, type Posting } from './ledger.ts';
import type { StaffPosting } from './staff-schemas.ts';
import { SYSTEM_ACCOUNTS } from './wallet-types.ts';

/** Credits a wallet (credit or refund) under its lock; answers the transaction and the balance after it. */
export async function creditWallet(tx: Db, posting: Posting, now: Date): Promise<StaffPosting> {
  await lockWallet(tx, posting.userId, posting.walletType, now);
  const transactionId = await post(tx, posting, now);
  return { transactionId, userId: posting.userId, walletType: posting.walletType, amountPaise: posting.amountPaise, balancePaise: await balanceOf(tx, posting.userId, posting.walletType) };
}

/** A refund of money that bought nothing (a share payment, say) to the payer's customer wallet: the port other domains get from app.ts. */
export const refundToCustomerWallet = (tx: Db, refund: { userId: string; amountPaise: number; description: string }, now: Date) =>
  creditWallet(tx, { ...refund, walletType: 'customer', system: SYSTEM_ACCOUNTS.unappliedPayments, kind: 'REFUND' }, now);
