import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { zoomSessions } from '../db/schema/zoom-sessions.ts';
import { ApiError } from '../http/errors.ts';
import { placesTaken } from './places.ts';

export const ZOOM_SIGN_UP_MSG = {
  notFound: 'Zoom session not found',
  started: 'This session has already started',
  full: 'This session is full',
  /** A number whose place already had its join link sent `MAX_JOIN_MAILS_PER_PLACE` times (places.ts). */
  alreadyRegistered: 'This mobile number is already registered for this session; its join link has been e-mailed',
} as const;

type ZoomSessionRow = typeof zoomSessions.$inferSelect;

/** Zoom shows its meeting number with spaces (`812 3456 7890`); clients may send it with or without them. */
const digitsOf = (value: string): string => value.replace(/\D/g, '');

/**
 * The session a sign-up names, when it still takes one: 404 unless `meetingID` (our id) and `zoomMeetingID` (Zoom's
 * number) belong together, 400 once it has started, 409 when its places (one per verified number) fill its
 * capacity. A number holding a place of a full session is refused too: whether a number signed up is never told
 * before its OTP proved it.
 */
export async function openSessionFor(db: Db, ids: { meetingID: string; zoomMeetingID: string }, now: Date): Promise<ZoomSessionRow> {
  const [session] = await db.select().from(zoomSessions).where(eq(zoomSessions.id, ids.meetingID)).limit(1);
  const zoomDigits = digitsOf(ids.zoomMeetingID);
  if (!session || zoomDigits === '' || digitsOf(session.zoomMeetingId) !== zoomDigits) throw new ApiError(404, ZOOM_SIGN_UP_MSG.notFound);
  if (session.startsAt <= now) throw new ApiError(400, ZOOM_SIGN_UP_MSG.started);
  if ((await placesTaken(db, session.id)) >= session.capacity) throw new ApiError(409, ZOOM_SIGN_UP_MSG.full);
  return session;
}
