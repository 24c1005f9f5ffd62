import { hmacHex, sameHex } from '../otp/code-hash.ts';

/** How long a number stays proven after its OTP: one visit's worth of enquiries. */
export const VERIFIED_NUMBER_TTL_MS = 12 * 3_600_000;

/**
 * A proof that the holder confirmed `e164` by OTP, handed out by a successful lead verification: sent back
 * with the next lead as `otpverified: true` + `verifiedToken`, it stores that lead verified without another
 * SMS (spec §3 `otpverified`, made trustworthy). `<expiry ms>.<hex HMAC of "verified-number:e164:expiry">`.
 */
export function issueVerifiedNumberToken(secret: string, e164: string, now: Date): string {
  const expires = now.getTime() + VERIFIED_NUMBER_TTL_MS;
  return `${expires}.${hmacHex(secret, `verified-number:${e164}:${expires}`)}`;
}

/** True when `token` was issued for `e164` and has not expired. */
export function isVerifiedNumberToken(secret: string, token: string | undefined, e164: string, now: Date): boolean {
  const match = /^(\d{13})\.([0-9a-f]{64})$/.exec(token ?? '');
  if (!match?.[1] || !match[2]) return false;
  const expires = Number(match[1]);
  return expires > now.getTime() && sameHex(match[2], hmacHex(secret, `verified-number:${e164}:${expires}`));
}
