import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: the form of session and reset tokens. */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');

/** A 32-byte token in base64url is 43 characters; anything else cannot be one of ours. */
export const looksLikeOpaqueToken = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);

export const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex');

/** A 24-character lowercase hex id, like the catalogue's Mongo-style ids. */
export const newObjectId = (): string => randomBytes(12).toString('hex');
