import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { groupOrders, groupOrderShares, type GroupOrderRow, type ShareRow } from '../db/schema/group-orders.ts';
import { ApiError } from '../http/errors.ts';
import type { GroupOrdersDeps } from './deps.ts';
import { GROUP_ORDER_MESSAGES as MSG } from './messages.ts';

type Seats = Pick<GroupOrdersDeps['seats'], 'release'>;

/** An unpaid share whose seats are still held. */
const heldUnpaid = and(isNull(groupOrderShares.paidAt), isNull(groupOrderShares.holdReleasedAt));

/**
 * Marks the held unpaid shares matched by `where` released and gives their seats back: one conditional UPDATE,
 * so a share is released once even when two releasers race (the second re-checks `hold_released_at is null`).
 * Shares are locked before the departure row, as everywhere else. Returns the seats given back.
 */
export async function releaseShareHolds(tx: Db, seats: Seats, departureId: string, where: ReturnType<typeof and>, now: Date): Promise<number> {
  const released = await tx.update(groupOrderShares).set({ holdReleasedAt: now, updatedAt: now }).where(and(where, heldUnpaid)).returning({ persons: groupOrderShares.persons });
  const count = released.reduce((sum, share) => sum + share.persons, 0);
  if (count > 0) await seats.release(tx, departureId, count);
  return count;
}

/**
 * The hold sweeper's rule for group orders: an unpaid share's seats go back once its `hold_expires_at` has
 * passed (GROUP_ORDER_HOLD_HOURS after creation, or PAYMENT_HOLD_MINUTES after its member starts paying).
 * One indexed query finds the departures concerned; each is released in its own transaction.
 */
export async function releaseExpiredShareHolds(db: Db, seats: Seats, now: Date): Promise<number> {
  const expired = and(heldUnpaid, lte(groupOrderShares.holdExpiresAt, now));
  const rows = await db.selectDistinct({ departureId: groupOrders.departureId }).from(groupOrderShares).innerJoin(groupOrders, eq(groupOrders.id, groupOrderShares.groupOrderId)).where(expired);
  let released = 0;
  for (const { departureId } of rows) {
    const ofDeparture = db.select({ id: groupOrders.id }).from(groupOrders).where(eq(groupOrders.departureId, departureId));
    released += await db.transaction((tx) => releaseShareHolds(tx, seats, departureId, and(expired, inArray(groupOrderShares.groupOrderId, ofDeparture)), now));
  }
  return released;
}

/**
 * Keeps a share's seats while its member pays (the share row locked by the caller): a released hold takes its
 * seats again (409 `Only N seats are left` when they are gone; null when `refuse` is false), and the hold lasts
 * at least `holdMinutes` from now. Returns whether the seats are held.
 */
export async function holdShareWhilePaying(tx: Db, seats: GroupOrdersDeps['seats'], found: { share: ShareRow; group: GroupOrderRow }, now: Date, holdMinutes: number, refuse = true): Promise<boolean> {
  const { share, group } = found;
  if (share.holdReleasedAt && !(await seats.hold(tx, group.departureId, share.persons))) {
    if (refuse) throw new ApiError(409, MSG.seatsLeft(await seats.seatsLeft(tx, group.departureId)));
    return false;
  }
  const until = new Date(now.getTime() + holdMinutes * 60_000);
  if (!share.holdReleasedAt && (share.holdExpiresAt === null || share.holdExpiresAt >= until)) return true;
  await tx.update(groupOrderShares).set({ holdReleasedAt: null, holdExpiresAt: until, updatedAt: now }).where(eq(groupOrderShares.id, share.id));
  return true;
}
