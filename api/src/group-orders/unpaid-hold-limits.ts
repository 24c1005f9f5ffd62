import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { departures } from '../db/schema/departures.ts';
import { groupOrders, groupOrderShares } from '../db/schema/group-orders.ts';
import { ApiError } from '../http/errors.ts';
import { GROUP_ORDER_MESSAGES as MSG } from './messages.ts';

/**
 * How many seats unpaid group-order shares may keep from other customers (api/README.md "Group orders"): a group
 * order holds its seats for days without a payment, so without a bound one account could hold every seat of any
 * departure. GROUP_ORDER_MAX_UNPAID_SEATS and GROUP_ORDER_MAX_DEPARTURE_PERCENT.
 */
export type UnpaidHoldLimits = {
  /** Seats one organiser's open group orders may hold for unpaid shares at a time, all departures together. */
  maxUnpaidSeatsPerOrganiser: number;
  /** The part of a departure's seats (percent of its capacity) unpaid group shares may hold, all organisers together. */
  maxDeparturePercent: number;
};

export const DEFAULT_UNPAID_HOLD_LIMITS: UnpaidHoldLimits = { maxUnpaidSeatsPerOrganiser: 20, maxDeparturePercent: 50 };

/** Seats held for unpaid shares (not paid, hold not given back) of the open group orders matched by `where`. */
async function heldUnpaidSeats(tx: Db, where: ReturnType<typeof eq>): Promise<number> {
  const [row] = await tx
    .select({ seats: sql<number>`coalesce(sum(${groupOrderShares.persons}), 0)::int` })
    .from(groupOrderShares)
    .innerJoin(groupOrders, eq(groupOrders.id, groupOrderShares.groupOrderId))
    .where(and(where, eq(groupOrders.status, 'OPEN'), isNull(groupOrderShares.paidAt), isNull(groupOrderShares.holdReleasedAt)));
  return Number(row?.seats ?? 0);
}

/**
 * Refuses (409) a new group order of `persons` seats that would take the organiser's unpaid held seats past the
 * bound. The organiser's row is locked first, so two group orders of one organiser are counted one after the other.
 */
export async function checkOrganiserUnpaidSeats(tx: Db, organiserId: string, persons: number, limits: UnpaidHoldLimits): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, organiserId)).for('update');
  const held = await heldUnpaidSeats(tx, eq(groupOrders.organiserId, organiserId));
  if (held + persons > limits.maxUnpaidSeatsPerOrganiser) throw new ApiError(409, MSG.organiserUnpaidSeats(limits.maxUnpaidSeatsPerOrganiser, held));
}

/**
 * Refuses (409) a group order whose unpaid seats would take the departure's group holds past its bound. Called
 * after the seats are held: that conditional UPDATE locks the departure's row, so concurrent group orders of one
 * departure are counted one after the other, each seeing the ones committed before it.
 */
export async function checkDepartureUnpaidSeats(tx: Db, departureId: string, persons: number, limits: UnpaidHoldLimits): Promise<void> {
  const [departure] = await tx.select({ seatsTotal: departures.seatsTotal }).from(departures).where(eq(departures.id, departureId));
  const bound = Math.floor(((departure?.seatsTotal ?? 0) * limits.maxDeparturePercent) / 100);
  const held = await heldUnpaidSeats(tx, eq(groupOrders.departureId, departureId));
  if (held + persons > bound) throw new ApiError(409, MSG.departureUnpaidSeats(Math.max(0, bound - held)));
}
