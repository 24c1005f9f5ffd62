import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { userDevices } from '../db/schema/accounts.ts';
import type { DeviceInfo } from './schemas.ts';

/**
 * Upserts the user's devices by deviceID, refreshing their fields and last-seen time. A push token given is taken
 * from any row that had it (another account signed in on that app before): it belongs to one account at a time.
 */
export async function upsertDevices(db: Db, userId: string, devices: DeviceInfo[], now: Date): Promise<void> {
  const byId = new Map(devices.map((device) => [device.deviceID, device]));
  if (byId.size === 0) return;
  const pushTokens = [...byId.values()].flatMap((device) => (device.firebaseToken ? [device.firebaseToken] : []));
  if (pushTokens.length > 0) await db.update(userDevices).set({ firebaseToken: null }).where(inArray(userDevices.firebaseToken, pushTokens));
  await db
    .insert(userDevices)
    .values(
      [...byId.values()].map((device) => ({
        userId,
        deviceId: device.deviceID,
        deviceName: device.deviceName,
        modelNo: device.modelNo,
        operatingSystem: device.operaingSystem,
        firebaseToken: device.firebaseToken ?? null,
        deviceType: device.deviceType,
        createdAt: now,
        lastSeenAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [userDevices.userId, userDevices.deviceId],
      set: {
        deviceName: sql`excluded.device_name`,
        modelNo: sql`excluded.model_no`,
        operatingSystem: sql`excluded.operating_system`,
        firebaseToken: sql`excluded.firebase_token`,
        deviceType: sql`excluded.device_type`,
        lastSeenAt: sql`excluded.last_seen_at`,
      },
    });
}

/** Signing out of a device stops its push notifications: the next account signed in there must not get this one's. */
export async function forgetDevicePushToken(db: Db, userId: string, deviceId: string): Promise<void> {
  await db.update(userDevices).set({ firebaseToken: null }).where(and(eq(userDevices.userId, userId), eq(userDevices.deviceId, deviceId)));
}
