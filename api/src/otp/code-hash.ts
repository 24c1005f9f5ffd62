import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 in hex: how a code is stored (API_OTP_SECRET is the key). */
export const hmacHex = (secret: string, value: string): string => createHmac('sha256', secret).update(value).digest('hex');

/** Constant-time comparison of two hex digests of equal length. */
export function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
