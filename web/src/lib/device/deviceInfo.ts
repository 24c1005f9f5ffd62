import { parseUserAgent, type DeviceName } from './parseUserAgent';

/** The device info object of spec §3 (field names as the api expects them, typo included). */
export type DeviceInfo = {
  deviceID: string;
  deviceName: DeviceName;
  modelNo: string;
  operaingSystem: string;
  firebaseToken: string | null;
  deviceType: 'android' | 'ios' | 'web';
};

const deviceIdStorageKey = 'pilgrim.deviceID';

let firebaseToken: string | null = null;

/** Seam for the push-notification issue: once a messaging token exists, sign-ins carry it. */
export function setFirebaseToken(token: string | null): void {
  firebaseToken = token;
}

/** A random id kept in localStorage so every sign-in from this browser names the same device. */
function persistentDeviceId(): string {
  try {
    const stored = window.localStorage.getItem(deviceIdStorageKey);
    if (stored) return stored;
    const created = crypto.randomUUID();
    window.localStorage.setItem(deviceIdStorageKey, created);
    return created;
  } catch {
    // Storage blocked (private mode, sandboxed frame): an id for this page view only.
    return crypto.randomUUID();
  }
}

/** Describes this browser. Browser only: call it from event handlers, never during server render. */
export function getDeviceInfo(): DeviceInfo {
  return {
    deviceID: persistentDeviceId(),
    ...parseUserAgent(navigator.userAgent),
    firebaseToken,
    deviceType: 'web',
  };
}
