import { z } from '@hono/zod-openapi';

/** The national number, as the contract's JSON number (a string of digits is accepted too). */
export const MobileField = z
  .union([z.number().int().nonnegative().max(999_999_999_999_999), z.string().trim().regex(/^\d{0,15}$/)], {
    error: 'must be the national number (digits only, at most 15)',
  })
  .transform((value) => String(value))
  .openapi({ type: 'integer', example: 9810012345, description: 'National number, no dial code or leading zeros' });

export const CountryCodeField = z
  .string()
  .trim()
  .regex(/^\+?\d{1,4}$/, "must be a dial code such as '+91'")
  .openapi({ example: '+91' });
