import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { payments } from '../db/schema/payments.ts';
import { ApiError } from '../http/errors.ts';
import { PAYMENT_MESSAGES as MSG } from './messages.ts';

const DAY_MS = 86_400_000;

/**
 * Refuses (429, with `retry-after`) a payment that would start one more seat hold on a departure for a user who
 * already started `maxPerDay` holds there in the last 24 hours without paying (docs/security.md §27). Every
 * `PUT /payment/initiate` holds the seats for PAYMENT_HOLD_MINUTES, replacing the user's last hold, so without this
 * bound one account could keep a departure sold out for ever by starting a payment again every few minutes.
 */
export async function checkHoldStarts(db: Db, userId: string, departureId: string, at: Date, maxPerDay: number): Promise<void> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, oldest: sql<Date | string | null>`min(${payments.createdAt})` })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.departureId, departureId),
        gt(payments.seatsHeld, 0),
        ne(payments.status, 'SUCCEEDED'),
        gt(payments.createdAt, new Date(at.getTime() - DAY_MS)),
      ),
    );
  if (!row || Number(row.count) < maxPerDay || row.oldest === null) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((new Date(row.oldest).getTime() + DAY_MS - at.getTime()) / 1000));
  throw new ApiError(429, MSG.tooManyHolds, { 'retry-after': String(retryAfterSeconds) });
}
