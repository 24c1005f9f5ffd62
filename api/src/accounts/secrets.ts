import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, base64url: the form of session and reset tokens. */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');

/** A 32-byte token in base64url is 43 characters; anything else cannot be one of ours. */
export const looksLikeOpaqueToken = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);

export const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex');

export const hmacHex = (secret: string, value: string): string => createHmac('sha256', secret).update(value).digest('hex');

/** Constant-time comparison of two hex digests of equal length. */
export function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A 24-character lowercase hex id, like the catalogue's Mongo-style ids. */
export const newObjectId = (): string => randomBytes(12).toString('hex');
