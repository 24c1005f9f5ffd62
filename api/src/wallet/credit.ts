import type { Db } from '../db/client.ts';
import { balanceOf, lockWallet, post, type Posting } from './ledger.ts';
import type { StaffPosting } from './staff-schemas.ts';

/** Credits a wallet (credit or refund) under its lock; answers the transaction and the balance after it. */
export async function creditWallet(tx: Db, posting: Posting, now: Date): Promise<StaffPosting> {
  await lockWallet(tx, posting.userId, posting.walletType, now);
  const transactionId = await post(tx, posting, now);
  return { transactionId, userId: posting.userId, walletType: posting.walletType, amountPaise: posting.amountPaise, balancePaise: await balanceOf(tx, posting.userId, posting.walletType) };
}
