import { and, eq, isNull, lte, sql } from 'drizzle-orm';
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

type Seats = PaymentsDeps['seats'];

/**
 * Gives back the seats of holds matched by `where` that are still held: the UPDATE marks each released
 * exactly once (a concurrent releaser re-checks `hold_released_at is null` and skips it), then the seats
 * go back to their departures.
 */
async function releaseWhere(tx: Db, seats: Seats, where: ReturnType<typeof and>, now: Date, failureReason: string): Promise<void> {
  const released = await tx
    .update(payments)
    .set({ holdReleasedAt: now, status: 'FAILED', failureReason })
    .where(and(where, eq(payments.status, 'CREATED'), isNull(payments.holdReleasedAt), sql`${payments.seatsHeld} > 0`))
    .returning({ departureId: payments.departureId, seatsHeld: payments.seatsHeld });
  for (const hold of released) if (hold.departureId) await seats.release(tx, hold.departureId, hold.seatsHeld);
}

/** Expired holds of a departure, released before anyone holds its seats again. */
export const releaseExpiredHolds = (tx: Db, seats: Seats, departureId: string, now: Date) =>
  releaseWhere(tx, seats, and(eq(payments.departureId, departureId), lte(payments.holdExpiresAt, now)), now, 'seat hold expired');

/** The user's earlier open payments of a cart: a new payment replaces them (their seats go back). */
export const releaseOwnOpenHolds = (tx: Db, seats: Seats, userId: string, now: Date) =>
  releaseWhere(tx, seats, eq(payments.userId, userId), now, 'replaced by a new payment');

/** One payment's hold (failed or completed too late). */
export const releaseHold = (tx: Db, seats: Seats, paymentId: string, now: Date, reason: string) =>
  releaseWhere(tx, seats, eq(payments.id, paymentId), now, reason);
