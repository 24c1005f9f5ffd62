import { gt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { zoomSessions } from '../db/schema/zoom-sessions.ts';
import { fromExcluded } from './upsert.ts';
import { buildZoomSessions, type ZoomSessionRow } from './zoom-sessions.ts';

/**
 * Inserts the seeded Zoom sessions or moves the existing ones (same ids) to the new dates and texts; never
 * deletes one, as sign-ups (enquiries of kind `zoom`) reference them.
 */
export async function upsertZoomSessions(tx: Db, rows: ZoomSessionRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(zoomSessions)
    .values(rows)
    .onConflictDoUpdate({
      target: zoomSessions.id,
      set: fromExcluded(zoomSessions, ['zoomMeetingId', 'title', 'description', 'host', 'startsAt', 'durationMinutes', 'joinUrl', 'capacity']),
    });
}

/** Re-seeds the sessions dated from `now` when none starts after `now`; answers whether it did. */
export async function topUpZoomSessions(db: Db, now: Date): Promise<boolean> {
  const upcoming = await db.select({ id: zoomSessions.id }).from(zoomSessions).where(gt(zoomSessions.startsAt, now)).limit(1);
  if (upcoming.length > 0) return false;
  await upsertZoomSessions(db, buildZoomSessions(now));
  return true;
}
