import { and, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { payments } from '../db/schema/payments.ts';
import { ApiError } from '../http/errors.ts';
import type { PaymentRow, PaymentsDeps } from './deps.ts';
import { PAYMENT_MESSAGES as MSG } from './messages.ts';

/** The caller's payment (404 for anyone else's, unknown or malformed), locked for update when asked. */
export async function findOwnPayment(db: Db, userId: string, id: string, lock = false): Promise<PaymentRow> {
  const query = db.select().from(payments).where(and(eq(payments.userId, userId), eq(payments.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new ApiError(404, MSG.notFound);
  return row;
}

type Seats = Pick<PaymentsDeps['seats'], 'release'>;
export type ReleasedHold = { departureId: string | null; seatsHeld: number };

/**
 * Marks the open holds matched by `where` released (FAILED): one conditional UPDATE, so each is released
 * exactly once (a concurrent releaser re-checks `hold_released_at is null` and skips it). Returns the seats to
 * give back; call `giveBack` once every payment row of the transaction is locked (payments before departures).
 */
export async function markReleased(tx: Db, where: SQL | undefined, now: Date, failureReason: string): Promise<ReleasedHold[]> {
  return tx
    .update(payments)
    .set({ holdReleasedAt: now, status: 'FAILED', failureReason })
    .where(and(where, eq(payments.status, 'CREATED'), isNull(payments.holdReleasedAt), sql`${payments.seatsHeld} > 0`))
    .returning({ departureId: payments.departureId, seatsHeld: payments.seatsHeld });
}

/** Gives released seats back to their departures, in departure id order (no two transactions cross). */
export async function giveBack(tx: Db, seats: Seats, holds: readonly ReleasedHold[]): Promise<void> {
  const sorted = holds.filter((hold) => hold.departureId !== null).sort((a, b) => a.departureId!.localeCompare(b.departureId!));
  for (const hold of sorted) await seats.release(tx, hold.departureId!, hold.seatsHeld);
}

export const expiredHoldsOf = (departureId: string, now: Date) => and(eq(payments.departureId, departureId), lte(payments.holdExpiresAt, now));

/**
 * THE release of expired seat holds (one departure), run before anyone counts or takes its seats: by cart add,
 * the departure listings, initiate, and the periodic sweep (through `releaseExpiredHoldsOf`, which app.ts hands
 * to the cart and booking domains). Returns how many seats went back.
 */
export async function releaseExpiredHolds(tx: Db, seats: Seats, departureId: string, now: Date): Promise<number> {
  const holds = await markReleased(tx, expiredHoldsOf(departureId, now), now, 'seat hold expired');
  await giveBack(tx, seats, holds);
  return holds.reduce((sum, hold) => sum + hold.seatsHeld, 0);
}

/**
 * Releases the expired holds of these departures (every departure when `departureIds` is undefined), each
 * departure in its own transaction: one indexed query finds which have any. Returns the seats given back.
 */
export async function releaseExpiredHoldsOf(db: Db, seats: Seats, departureIds: readonly string[] | undefined, now: Date): Promise<number> {
  if (departureIds?.length === 0) return 0;
  const rows = await db
    .selectDistinct({ departureId: payments.departureId })
    .from(payments)
    .where(
      and(
        departureIds ? inArray(payments.departureId, [...departureIds]) : undefined,
        eq(payments.status, 'CREATED'),
        isNull(payments.holdReleasedAt),
        lte(payments.holdExpiresAt, now),
        sql`${payments.seatsHeld} > 0`,
      ),
    );
  let released = 0;
  for (const { departureId } of rows) {
    if (departureId) released += await db.transaction((tx) => releaseExpiredHolds(tx, seats, departureId, now));
  }
  return released;
}

/** The user's open payments: a new payment replaces them (their seats go back). */
export const ownOpenHolds = (userId: string) => eq(payments.userId, userId);

/** The user's earlier open payments, released in their own transaction. */
export async function releaseOwnOpenHolds(tx: Db, seats: Seats, userId: string, now: Date): Promise<void> {
  await giveBack(tx, seats, await markReleased(tx, ownOpenHolds(userId), now, MSG.replacedReason));
}

/** One payment's hold (failed or completed too late). */
export async function releaseHold(tx: Db, seats: Seats, paymentId: string, now: Date, reason: string): Promise<void> {
  await giveBack(tx, seats, await markReleased(tx, eq(payments.id, paymentId), now, reason));
}
