import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt } from 'drizzle-orm';
import { holdSeats, seatsLeftOf } from '../../booking/seat-holds.ts';
import { todayInIndia } from '../../calendar/dates.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { packages } from '../../db/schema/catalogue.ts';
import { departures } from '../../db/schema/departures.ts';
import { groupOrders, groupOrderShares } from '../../db/schema/group-orders.ts';
import { travellers } from '../../db/schema/travellers.ts';
import { createGroupOrder } from '../../group-orders/create-group-order.ts';
import { GROUP_INVITEE_MOBILE, GROUP_MEMBER, GROUP_ORGANISER, SEEDED_GROUP_ORDER } from './group-users.ts';

export const isGroupOrderSeedMissing = async (db: Db): Promise<boolean> =>
  (await db.select({ id: groupOrders.id }).from(groupOrders).where(eq(groupOrders.id, SEEDED_GROUP_ORDER.id))).length === 0;

/**
 * The organiser, a member with two saved travellers, and their group order of the Varanasi tour on a departure
 * about two months away: the organiser's share (2), the member's (2) and an invitee's by mobile (1). Users are
 * never overwritten; nothing is written when the group order is there or the organiser's mobile is taken.
 */
export async function seedGroupOrders(db: Db, now: Date): Promise<void> {
  if (!(await isGroupOrderSeedMissing(db))) return;
  for (const person of [GROUP_ORGANISER, GROUP_MEMBER]) {
    await db.insert(users).values({ ...person, emailVerified: true, mobileVerified: true, source: 'seed', createdAt: now, updatedAt: now }).onConflictDoNothing();
  }
  const [organiser] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, GROUP_ORGANISER.mobile));
  if (organiser?.id !== GROUP_ORGANISER.id) return;
  const memberTravellers = [
    { firstName: 'Lata', lastName: 'Menon', gender: 'female', dateOfBirth: '1970-03-14' },
    { firstName: 'Hari', lastName: 'Menon', gender: 'male', dateOfBirth: '1966-11-02' },
  ].map((traveller) => ({ ...traveller, id: randomBytes(12).toString('hex'), userId: GROUP_MEMBER.id, nationality: 'IN', createdAt: now, updatedAt: now }));
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.id, GROUP_MEMBER.id));
  if (member) await db.insert(travellers).values(memberTravellers).onConflictDoNothing();
  const soon = new Date(now.getTime() + 55 * 86_400_000).toISOString().slice(0, 10);
  const [departure] = await db
    .select({ startDate: departures.startDate, packageId: departures.packageId })
    .from(departures)
    .innerJoin(packages, eq(packages.id, departures.packageId))
    .where(and(eq(packages.slug, SEEDED_GROUP_ORDER.packageSlug), gt(departures.startDate, soon > todayInIndia(now) ? soon : todayInIndia(now)), gt(departures.seatsLeft, 5)))
    .orderBy(asc(departures.startDate))
    .limit(1);
  if (!departure) return;
  await createGroupOrder(
    db,
    { hold: holdSeats, seatsLeft: seatsLeftOf },
    {
      id: SEEDED_GROUP_ORDER.id,
      organiserId: organiser.id,
      title: SEEDED_GROUP_ORDER.title,
      packageId: departure.packageId,
      yatraDate: departure.startDate,
      members: [
        { contact: GROUP_ORGANISER.mobile, persons: 1 },
        { contact: GROUP_MEMBER.mobile, persons: 2 },
        { contact: GROUP_INVITEE_MOBILE, persons: 1 },
      ],
    },
    now,
  );
  await db.update(groupOrderShares).set({ memberId: organiser.id }).where(and(eq(groupOrderShares.groupOrderId, SEEDED_GROUP_ORDER.id), eq(groupOrderShares.contact, GROUP_ORGANISER.mobile)));
}
