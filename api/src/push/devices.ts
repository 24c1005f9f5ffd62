import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { userDevices } from '../db/schema/accounts.ts';
import type { PushDevice } from './schemas.ts';

/**
 * Stores a device's push token: the user's `user_devices` row for the deviceID (the accounts domain's table of
 * spec §3 device objects), inserted or refreshed. A push token is one installed app's, so it belongs to one account
 * at a time: any other row that had it — another device of the user, or another account signed in on that app
 * before (a shared or resold phone) — loses it, so no one else's notifications reach this device and none twice.
 */
export async function savePushToken(db: Db, userId: string, device: PushDevice, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(userDevices).set({ firebaseToken: null }).where(eq(userDevices.firebaseToken, device.firebaseToken));
    const row = { deviceName: device.deviceName, modelNo: device.modelNo, operatingSystem: device.operaingSystem, firebaseToken: device.firebaseToken, deviceType: device.deviceType, lastSeenAt: now };
    await tx.insert(userDevices).values({ userId, deviceId: device.deviceID, createdAt: now, ...row }).onConflictDoUpdate({ target: [userDevices.userId, userDevices.deviceId], set: row });
  });
}

export async function pushTokensOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ token: userDevices.firebaseToken }).from(userDevices).where(and(eq(userDevices.userId, userId), isNotNull(userDevices.firebaseToken)));
  return rows.map((row) => row.token!).filter(Boolean);
}

export async function forgetPushToken(db: Db, userId: string, token: string): Promise<void> {
  await db.update(userDevices).set({ firebaseToken: null }).where(and(eq(userDevices.userId, userId), eq(userDevices.firebaseToken, token)));
}
