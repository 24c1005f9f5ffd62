import { and, gt, gte, lt, not, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema/messaging.ts';
import { otpCodes } from '../db/schema/otp.ts';
import { IDEMPOTENCY_WINDOW_MS } from '../idempotency/middleware.ts';
import { purgeExpiredKeys } from '../idempotency/store.ts';
import { WRONG_TRIES_WINDOW_MS } from '../otp/otp-service.ts';

const HOUR_MS = 3_600_000;

export type PurgeSettings = { outboxRetentionHours: number };
export type Purged = { otpCodes: number; outbox: number; idempotencyKeys: number };

/**
 * Deletes what nobody reads any more: OTP codes expired over an hour ago (the hourly send caps count the last
 * hour's codes, so those stay; a code with wrong tries stays a day, as they count that long), outbox messages
 * (SMS, e-mail, push — already handed to their channel) older than the retention, and idempotency keys past their replay window. Lead events stay: their unique (type, subject) keeps a lead from being sent twice.
 */
export async function purgeExpired(db: Db, now: Date, settings: PurgeSettings): Promise<Purged> {
  // A code someone guessed at stays for the day its wrong tries count (otp-service.ts): deleting it would forget them.
  const guessedAt = and(gt(otpCodes.attempts, 0), gte(otpCodes.createdAt, new Date(now.getTime() - WRONG_TRIES_WINDOW_MS)));
  const codes = await db
    .delete(otpCodes)
    .where(and(lt(otpCodes.expiresAt, new Date(now.getTime() - HOUR_MS)), not(guessedAt!)))
    .returning({ id: otpCodes.id });
  const retainedSince = new Date(now.getTime() - settings.outboxRetentionHours * HOUR_MS);
  const messages = await db.delete(outbox).where(lt(outbox.createdAt, retainedSince)).returning({ id: outbox.id });
  const keys = await purgeExpiredKeys(db, new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS));
  return { otpCodes: codes.length, outbox: messages.length, idempotencyKeys: keys };
}

/** The purge's advisory lock: (class, id) keys live apart from the one-key locks (startup, OTP recipients). */
const PURGE_LOCK = sql`1886152040, 1`;

/**
 * One purge for all api instances: inside a transaction holding the purge's advisory lock, or null (nothing done)
 * when another instance holds it right now — the instances' timers then never delete the same rows at once.
 */
export async function purgeOnce(db: Db, now: Date, settings: PurgeSettings): Promise<Purged | null> {
  return db.transaction(async (tx) => {
    const lock = (await tx.execute(sql`select pg_try_advisory_xact_lock(${PURGE_LOCK}) as taken`)) as unknown as { rows: { taken: boolean }[] };
    return lock.rows[0]?.taken ? purgeExpired(tx, now, settings) : null;
  });
}
