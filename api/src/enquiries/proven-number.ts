import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { isVerifiedNumberToken } from '../leads/verified-number.ts';

/**
 * True when the caller has already proven `mobile` (E.164): a verified-number token for it, handed out by an
 * earlier lead's OTP, or the signed-in account's own number (confirmed by OTP at sign-up).
 */
export async function isNumberProven(
  deps: { db: Db; now: () => Date; otpSecret: string },
  mobile: string,
  caller: { userId: string | null; verifiedNumberToken?: string | undefined },
): Promise<boolean> {
  if (isVerifiedNumberToken(deps.otpSecret, caller.verifiedNumberToken, mobile, deps.now())) return true;
  if (caller.userId === null) return false;
  const [account] = await deps.db
    .select({ mobile: users.mobile, mobileVerified: users.mobileVerified })
    .from(users)
    .where(eq(users.id, caller.userId))
    .limit(1);
  return account?.mobileVerified === true && account.mobile === mobile;
}
