import { z } from '@hono/zod-openapi';
import { deviceNames, deviceTypes } from '../db/schema/accounts.ts';

/** Spec §3's device info object, its `firebaseToken` required (spelling `operaingSystem` kept). */
export const PushTokenBody = z
  .object({
    deviceID: z.string().trim().min(1, 'is required').max(200),
    deviceName: z.enum(deviceNames, { error: `must be one of ${deviceNames.join(', ')}` }),
    modelNo: z.string().max(200).nullish().transform((value) => value ?? ''),
    operaingSystem: z.string().max(200).nullish().transform((value) => value ?? ''),
    firebaseToken: z.string().trim().min(1, 'is required').max(4096),
    deviceType: z.enum(deviceTypes, { error: `must be one of ${deviceTypes.join(', ')}` }),
    source: z.string().max(50).optional(),
  })
  .openapi('PushToken');

export type PushDevice = z.output<typeof PushTokenBody>;

export const PushTokenAnswer = z.object({ deviceID: z.string(), registered: z.literal(true) }).openapi('PushTokenRegistered');
