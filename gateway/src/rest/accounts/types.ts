import type { z } from 'zod';
import type { sessionSchema, userProfileSchema } from './schemas.ts';

/** The REST user as the routes answer it; the parent of every `Viewer` resolver. */
export type UserProfileModel = z.infer<typeof userProfileSchema>;
export type SessionModel = z.infer<typeof sessionSchema>;

export type DeviceName = 'samsung' | 'iphone' | 'pixel' | 'redmi' | 'windows' | 'unknown';
export type DeviceType = 'android' | 'ios' | 'web';

/** `DeviceInfo` of CONTRACT.md (spec §3 spelling `operaingSystem`). */
export interface DeviceInfo {
  deviceID: string;
  deviceName: DeviceName;
  modelNo: string;
  operaingSystem: string;
  firebaseToken?: string | null;
  deviceType: DeviceType;
}
