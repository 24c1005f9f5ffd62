import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { enquiries } from '../db/schema/enquiries.ts';
import { zoomSessions } from '../db/schema/zoom-sessions.ts';
import { ApiError } from '../http/errors.ts';

export const ZOOM_SIGN_UP_MSG = {
  notFound: 'Zoom session not found',
  started: 'This session has already started',
  full: 'This session is full',
} as const;

export type ZoomSessionRow = typeof zoomSessions.$inferSelect;

/** Zoom shows its meeting number with spaces (`812 3456 7890`); clients may send it with or without them. */
const digitsOf = (value: string): string => value.replace(/\D/g, '');

/** Verified sign-ups of the session (enquiries of kind `zoom`). */
export async function verifiedSignUps(db: Db, sessionId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(enquiries)
    .where(and(eq(enquiries.kind, 'zoom'), eq(enquiries.zoomSessionId, sessionId), eq(enquiries.verified, true)));
  return row?.n ?? 0;
}

/**
 * The session a sign-up names, when it still takes one: 404 unless `meetingID` (our id) and `zoomMeetingID` (Zoom's
 * number) belong together, 400 once it has started, 409 when its verified sign-ups fill its capacity.
 */
export async function openSessionFor(db: Db, ids: { meetingID: string; zoomMeetingID: string }, now: Date): Promise<ZoomSessionRow> {
  const [session] = await db.select().from(zoomSessions).where(eq(zoomSessions.id, ids.meetingID)).limit(1);
  const zoomDigits = digitsOf(ids.zoomMeetingID);
  if (!session || zoomDigits === '' || digitsOf(session.zoomMeetingId) !== zoomDigits) throw new ApiError(404, ZOOM_SIGN_UP_MSG.notFound);
  if (session.startsAt <= now) throw new ApiError(400, ZOOM_SIGN_UP_MSG.started);
  if ((await verifiedSignUps(db, session.id)) >= session.capacity) throw new ApiError(409, ZOOM_SIGN_UP_MSG.full);
  return session;
}
