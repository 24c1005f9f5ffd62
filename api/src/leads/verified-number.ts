import { hmacHex, sameHex } from '../otp/code-hash.ts';

/** How long a number stays proven after its OTP: one visit's worth of enquiries. */
export const VERIFIED_NUMBER_TTL_MS = 12 * 3_600_000;

/** The token format's version: a new one (another key or layout) makes every older token prove nothing. */
const VERSION = 'v1';

/**
 * The tokens' own key, derived from API_OTP_SECRET so that a token and an OTP code hash can never be taken for
 * each other; rotating API_OTP_SECRET invalidates every token.
 */
const tokenKey = (secret: string): string => hmacHex(secret, `verified-number-key/${VERSION}`);

const macOf = (secret: string, e164: string, expires: number): string => hmacHex(tokenKey(secret), `${e164}:${expires}`);

/**
 * A proof that the holder confirmed `e164` by OTP, handed out by a successful lead verification: sent back
 * with the next lead as `verifiedNumberToken`, it stores that lead verified without another SMS (spec §3
 * `otpverified`, made trustworthy). `v1.<expiry ms>.<hex HMAC of "e164:expiry" under the derived key>`.
 */
export function issueVerifiedNumberToken(secret: string, e164: string, now: Date): string {
  const expires = now.getTime() + VERIFIED_NUMBER_TTL_MS;
  return `${VERSION}.${expires}.${macOf(secret, e164, expires)}`;
}

/**
 * True when `token` was issued for `e164` and has not expired. An expiry further away than one lifetime is
 * refused too: no token, however made, proves a number for longer than 12 hours.
 */
export function isVerifiedNumberToken(secret: string, token: string | undefined, e164: string, now: Date): boolean {
  const match = /^v1\.(\d{13})\.([0-9a-f]{64})$/.exec(token ?? '');
  if (!match?.[1] || !match[2]) return false;
  const expires = Number(match[1]);
  const left = expires - now.getTime();
  return left > 0 && left <= VERIFIED_NUMBER_TTL_MS && sameHex(match[2], macOf(secret, e164, expires));
}
