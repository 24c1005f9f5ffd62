import { z } from '@hono/zod-openapi';
import { deviceNames, deviceTypes } from '../db/schema/accounts.ts';

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

/** 4 digits; a JSON number is read as its digits. Anything else is simply a wrong OTP. */
export const OtpField = z
  .union([z.string().max(16), z.number().int().nonnegative().max(9_999_999_999)], { error: 'must be the 4-digit code' })
  .transform((value) => String(value).trim())
  .openapi({ type: 'string', example: '1234' });

export const SourceField = z.string().max(50).optional().openapi({ example: 'web' });

/**
 * Fields whose rules and messages come from spec §5 are checked by the handler (see password-rules.ts).
 * The cap keeps a megabyte "password" away from scrypt; no e-mail, password or token comes near it.
 */
export const MAX_TEXT_FIELD_LENGTH = 256;
export const RuleCheckedText = z.string().max(MAX_TEXT_FIELD_LENGTH, `must be at most ${MAX_TEXT_FIELD_LENGTH} characters`).optional();

export const DeviceInfoSchema = z
  .object({
    deviceID: z.string().trim().min(1, 'is required').max(200),
    deviceName: z.enum(deviceNames),
    modelNo: z.string().max(200).nullish().transform((value) => value ?? ''),
    operaingSystem: z.string().max(200).nullish().transform((value) => value ?? ''),
    firebaseToken: z.string().max(4096).nullish(),
    deviceType: z.enum(deviceTypes),
  })
  .openapi('DeviceInfo', { description: 'Spec §3 device info (spelling `operaingSystem` kept)' });

export type DeviceInfo = z.output<typeof DeviceInfoSchema>;

export const DeviceListField = z.array(DeviceInfoSchema).max(20, 'must list at most 20 devices').optional().default([]);

export const UserProfileSchema = z
  .object({
    _id: z.string(),
    firstname: z.string().nullable(),
    lastname: z.string().nullable(),
    email: z.string(),
    mobile: z.number().int().openapi({ example: 9810012345 }),
    countrycode: z.string().openapi({ example: '+91' }),
    emailVerified: z.boolean(),
    mobileVerified: z.boolean(),
    createdAt: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('UserProfile');

export type UserProfile = z.infer<typeof UserProfileSchema>;

export const SessionSchema = z
  .object({
    token: z.string().openapi({ description: '32 random bytes, base64url; send as `Authorization: Bearer <token>`' }),
    expiresAt: z.string().openapi({ format: 'date-time' }),
    user: UserProfileSchema,
  })
  .openapi('Session');

/** `{ status, message }` with an optional `data`, as every accounts answer. */
export function answerOf<T extends z.ZodType>(data: T) {
  return z.object({ status: z.number().int().openapi({ example: 200 }), message: z.string(), data });
}

export const MessageAnswerSchema = z.object({ status: z.number().int().openapi({ example: 200 }), message: z.string() });

export const DataMessageSchema = z.object({ message: z.string() });

export const ok = <T>(message: string, data: T) => ({ status: 200, message, data });
export const okMessage = (message: string) => ({ status: 200, message });
