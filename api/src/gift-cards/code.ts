import { randomBytes } from 'node:crypto';

/** Crockford's base32 without I, L, O, U: easy to read aloud and to type. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A new gift card code: 16 characters of 32 = 80 random bits from the OS's CSPRNG (one byte per character, its
 * low 5 bits: unbiased), shown as `GIFT-XXXX-XXXX-XXXX-XXXX`. Stored without spaces, upper case; unique index.
 */
export function newGiftCardCode(): string {
  const characters = [...randomBytes(16)].map((byte) => ALPHABET[byte & 31]).join('');
  return `GIFT-${characters.match(/.{4}/g)!.join('-')}`;
}
