import { count, eq, max, notInArray } from 'drizzle-orm';
import { packages } from '../db/schema/catalogue.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { coupons } from '../db/schema/cart.ts';
import { departures } from '../db/schema/departures.ts';
import { createTestDatabase } from '../test-support/test-database.ts';
import { stableId } from './ids.ts';
import { seedCatalogue } from './seed-catalogue.ts';
import { buildCatalogue } from './build-catalogue.ts';
import { GROUP_MEMBER } from './group-orders/group-users.ts';
import { registrations } from '../db/schema/registrations.ts';
import { topUpZoomSessions } from './seed-zoom-sessions.ts';
import { zoomSessions } from '../db/schema/zoom-sessions.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const varanasi = stableId('package', 'varanasi-tour-package');

describe('reseeding', () => {
  it('keeps sold seats and coupon uses, and tops the 12-month window up', async () => {
    const { db } = database;
    const [first] = await db.select().from(departures).where(eq(departures.packageId, varanasi)).orderBy(departures.startDate).limit(1);
    await db.update(departures).set({ seatsLeft: 1 }).where(eq(departures.id, first!.id));
    await db.update(coupons).set({ usedCount: 7 }).where(eq(coupons.code, 'PILGRIM10'));
    const lastBefore = (await db.select({ last: max(departures.startDate) }).from(departures))[0]!.last!;
    const [{ n: before }] = (await db.select({ n: count() }).from(departures)) as [{ n: number }];

    const later = new Date(Date.parse(`${lastBefore}T00:00:00Z`) - 300 * 86_400_000 + 60 * 86_400_000);
    await seedCatalogue(db, { today: later, demoAccounts: true });

    const [kept] = await db.select().from(departures).where(eq(departures.id, first!.id));
    expect(kept?.seatsLeft).toBe(1);
    expect((await db.select().from(coupons).where(eq(coupons.code, 'PILGRIM10')))[0]?.usedCount).toBe(7);
    const lastAfter = (await db.select({ last: max(departures.startDate) }).from(departures))[0]!.last!;
    expect(lastAfter > lastBefore).toBe(true);
    const [{ n: after }] = (await db.select({ n: count() }).from(departures)) as [{ n: number }];
    expect(after).toBeGreaterThan(before);
  });
});

describe('reseeding a smaller catalogue', () => {
  it('deletes the packages no longer seeded, with their departures', async () => {
    const { db } = database;
    await seedCatalogue(db, { packageCount: 120, demoAccounts: true });
    const [{ n: big }] = (await db.select({ n: count() }).from(packages)) as [{ n: number }];
    expect(big).toBe(120);
    await seedCatalogue(db, { demoAccounts: true });
    const [{ n: small }] = (await db.select({ n: count() }).from(packages)) as [{ n: number }];
    expect(small).toBe(74);
    const orphans = await db.select({ n: count() }).from(departures).where(notInArray(departures.packageId, db.select({ id: packages.id }).from(packages)));
    expect(orphans[0]?.n).toBe(0);
  });
});

describe('reseeding without a registered package', () => {
  it('keeps the package unlisted, with its registration', async () => {
    const { db } = database;
    await seedCatalogue(db, { packageCount: 120, demoAccounts: true });
    const seeded = new Set(buildCatalogue().packages.map((row) => row.id));
    const [dropped] = (await db.select({ id: packages.id }).from(packages)).filter((row) => !seeded.has(row.id));
    const now = new Date();
    const registration = { id: stableId('registration', 'kept'), userId: GROUP_MEMBER.id, packageId: dropped!.id, steps: {}, documents: {}, createdAt: now, updatedAt: now };
    await db.insert(registrations).values(registration);
    await seedCatalogue(db, { demoAccounts: true });
    expect(await db.select({ status: packages.status }).from(packages).where(eq(packages.id, dropped!.id))).toEqual([{ status: false }]);
    expect(await db.select({ id: registrations.id }).from(registrations)).toEqual([{ id: registration.id }]);
    const [{ n: listed }] = (await db.select({ n: count() }).from(packages).where(eq(packages.status, true))) as [{ n: number }];
    expect(listed).toBe(74);
  });
});

describe('reseeding the Zoom sessions', () => {
  it('moves the same sessions to dates after the new seed day', async () => {
    const { db } = database;
    const before = await db.select().from(zoomSessions).orderBy(zoomSessions.startsAt);
    const later = new Date(before[before.length - 1]!.startsAt.getTime() + 30 * 86_400_000);
    await seedCatalogue(db, { today: later, demoAccounts: true });
    const after = await db.select().from(zoomSessions).orderBy(zoomSessions.startsAt);
    expect(after.map((row) => row.id)).toEqual(before.map((row) => row.id));
    expect(after.every((row) => row.startsAt > later)).toBe(true);
  });

  it('re-dates them at start when none is upcoming any more', async () => {
    const { db } = database;
    const sessions = await db.select().from(zoomSessions).orderBy(zoomSessions.startsAt);
    const afterLast = new Date(sessions[sessions.length - 1]!.startsAt.getTime() + 1000);
    expect(await topUpZoomSessions(db, new Date(sessions[0]!.startsAt.getTime() - 1000))).toBe(false);
    expect(await topUpZoomSessions(db, afterLast)).toBe(true);
    const redated = await db.select().from(zoomSessions);
    expect(redated.every((row) => row.startsAt > afterLast)).toBe(true);
  });
});
