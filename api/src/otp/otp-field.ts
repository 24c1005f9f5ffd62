import { z } from '@hono/zod-openapi';

/** 4 digits; a JSON number is read as its digits. Anything else is simply a wrong OTP. */
export const OtpField = z
  .union([z.string().max(16), z.number().int().nonnegative().max(9_999_999_999)], { error: 'must be the 4-digit code' })
  .transform((value) => String(value).trim())
  .openapi({ type: 'string', example: '1234' });
