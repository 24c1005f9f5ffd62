import { z } from 'zod';
import type { DeviceInfo } from '../../rest/accounts/types.ts';

const DEVICE_NAMES = ['samsung', 'iphone', 'pixel', 'redmi', 'windows', 'unknown'] as const;
const DEVICE_TYPES = ['android', 'ios', 'web'] as const;

const optionalText = z
  .string()
  .trim()
  .max(200)
  .nullish()
  .transform((value) => value ?? '');

const deviceField = z
  .object({
    deviceID: z.string().trim().min(1, 'Device ID is required').max(200, 'Device ID is too long'),
    deviceName: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(DEVICE_NAMES, `Device name must be one of ${DEVICE_NAMES.join(', ')}`)),
    modelNo: optionalText,
    operaingSystem: optionalText,
    firebaseToken: z.string().trim().max(4096).nullish(),
    deviceType: z.string().trim().toLowerCase().pipe(z.enum(DEVICE_TYPES, `Device type must be one of ${DEVICE_TYPES.join(', ')}`)),
  })
  .transform(({ firebaseToken, ...device }): DeviceInfo => (firebaseToken ? { ...device, firebaseToken } : device));

/** `device: DeviceInfoInput` becomes the contract's `deviceIDs` list: one entry, or none when absent. */
export const devicesField = deviceField.nullish().transform((device): DeviceInfo[] => (device ? [device] : []));
