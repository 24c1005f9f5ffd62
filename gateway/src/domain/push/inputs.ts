import { z } from 'zod';
import { devicesField } from '../accounts/devices.ts';

/** The message when a device has no token to register (the web SDK gave none: permission refused). */
export const PUSH_TOKEN_REQUIRED = 'A push token is required';

/** `RegisterPushTokenInput`: the spec §3 device info object, its `firebaseToken` required. */
export const registerPushTokenInput = z.object({
  device: devicesField.transform((devices, context) => {
    const [device] = devices;
    if (!device?.firebaseToken) {
      context.addIssue({ code: 'custom', message: PUSH_TOKEN_REQUIRED, path: ['firebaseToken'] });
      return z.NEVER;
    }
    return { ...device, firebaseToken: device.firebaseToken };
  }),
});
