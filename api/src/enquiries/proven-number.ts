import type { Db } from '../db/client.ts';
import { isVerifiedNumberToken } from '../leads/verified-number.ts';

/** The accounts domain's answer for a signed-in caller: their mobile (E.164) once confirmed by OTP, else null (app.ts wires it). */
export type VerifiedMobileOf = (db: Db, userId: string) => Promise<string | null>;

/**
 * True when the caller has already proven `mobile` (E.164): a verified-number token for it, handed out by an
 * earlier lead's OTP, or the signed-in account's own number (confirmed by OTP at sign-up).
 */
export async function isNumberProven(
  deps: { db: Db; now: () => Date; otpSecret: string; verifiedMobileOf: VerifiedMobileOf },
  mobile: string,
  caller: { userId: string | null; verifiedNumberToken?: string | undefined },
): Promise<boolean> {
  if (isVerifiedNumberToken(deps.otpSecret, caller.verifiedNumberToken, mobile, deps.now())) return true;
  return caller.userId !== null && (await deps.verifiedMobileOf(deps.db, caller.userId)) === mobile;
}
