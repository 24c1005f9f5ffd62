import { asc, count, eq, getTableColumns, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { zoomSessionPlaces } from '../db/schema/zoom-session-places.ts';
import { zoomSessions } from '../db/schema/zoom-sessions.ts';
import type { ZoomSessionAnswer } from './schemas.ts';

type ZoomSessionRow = typeof zoomSessions.$inferSelect;

/** The places taken (one per verified number) per session, for the listing's one grouped query. */
const placesTaken = (db: Db) =>
  db
    .select({ sessionId: zoomSessionPlaces.sessionId, taken: count().as('taken') })
    .from(zoomSessionPlaces)
    .groupBy(zoomSessionPlaces.sessionId)
    .as('places_taken');

/** The sessions that start after `now`, soonest first, each with the places left (capacity − verified numbers). */
export async function listUpcomingSessions(db: Db, now: Date, limit: number): Promise<(ZoomSessionRow & { seatsLeft: number })[]> {
  const taken = placesTaken(db);
  return db
    .select({
      ...getTableColumns(zoomSessions),
      seatsLeft: sql<number>`greatest(${zoomSessions.capacity} - coalesce(${taken.taken}, 0), 0)::int`,
    })
    .from(zoomSessions)
    .leftJoin(taken, eq(taken.sessionId, zoomSessions.id))
    .where(gt(zoomSessions.startsAt, now))
    .orderBy(asc(zoomSessions.startsAt), asc(zoomSessions.id))
    .limit(limit);
}

export function toZoomSessionAnswer(row: ZoomSessionRow & { seatsLeft: number }): ZoomSessionAnswer {
  return {
    _id: row.id,
    meetingID: row.id,
    zoomMeetingID: row.zoomMeetingId,
    title: row.title,
    description: row.description,
    host: row.host,
    startsAt: row.startsAt.toISOString(),
    durationMinutes: row.durationMinutes,
    seatsLeft: row.seatsLeft,
  };
}
