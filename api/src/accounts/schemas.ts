import { z } from '@hono/zod-openapi';
import { deviceNames, deviceTypes, userRoles } from '../db/schema/accounts.ts';


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
    role: z.enum(userRoles).openapi({ description: '`employee` reaches the employee routes (CONTRACT.md "Employees")' }),
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
