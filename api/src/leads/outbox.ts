import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { leadEvents } from '../db/schema/leads.ts';

export type LeadEventRow = typeof leadEvents.$inferSelect;

/**
 * Leases up to `limit` undelivered events that are due (no backoff pending, no live lease, attempts left) until
 * `leasedUntil`, and answers them. One statement: the inner select locks its rows and skips those another sender
 * holds (`for update skip locked`), so two senders never claim one event.
 */
export async function claimDueEvents(db: Db, options: { now: Date; leasedUntil: Date; limit: number; maxAttempts: number }): Promise<LeadEventRow[]> {
  const { now, leasedUntil, limit, maxAttempts } = options;
  const due = sql`select ${leadEvents.id} from ${leadEvents}
    where ${leadEvents.deliveredAt} is null
      and ${leadEvents.attempts} < ${maxAttempts}
      and (${leadEvents.nextAttemptAt} is null or ${leadEvents.nextAttemptAt} <= ${now})
      and (${leadEvents.leasedUntil} is null or ${leadEvents.leasedUntil} <= ${now})
    order by ${leadEvents.id}
    limit ${limit}
    for update skip locked`;
  return db
    .update(leadEvents)
    .set({ leasedUntil })
    .where(sql`${leadEvents.id} in (${due})`)
    .returning();
}

/** The lease a claim took: a sender whose lease ran out (and was taken over) changes nothing. */
const heldBy = (event: Pick<LeadEventRow, 'id' | 'leasedUntil'>) => and(eq(leadEvents.id, event.id), eq(leadEvents.leasedUntil, event.leasedUntil!));

export async function markDelivered(db: Db, event: LeadEventRow, now: Date): Promise<void> {
  await db.update(leadEvents).set({ deliveredAt: now, leasedUntil: null, lastError: null }).where(heldBy(event));
}

/** Counts a failed post and sets when to try again; the lease is given back. */
export async function markFailed(db: Db, event: LeadEventRow, failure: { error: string; nextAttemptAt: Date }): Promise<void> {
  await db
    .update(leadEvents)
    .set({ attempts: event.attempts + 1, lastError: failure.error, nextAttemptAt: failure.nextAttemptAt, leasedUntil: null })
    .where(heldBy(event));
}
