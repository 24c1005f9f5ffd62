import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { enquiries } from '../db/schema/enquiries.ts';
import { zoomSessions } from '../db/schema/zoom-sessions.ts';
import { ApiError } from '../http/errors.ts';
import type { Mailer } from '../messaging/senders.ts';
import { movePlaceTo, placeOf, placesTaken, takePlace } from './places.ts';
import { ZOOM_SIGN_UP_MSG } from './sign-up-rules.ts';

type VerifiedEnquiry = typeof enquiries.$inferSelect;

const IST = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** `Saturday, 28 November 2026 at 11:00 am IST`: the session's start as pilgrims in India read it. */
const startInIndia = (startsAt: Date): string => `${IST.format(startsAt)} IST`;

function joinLinkMail(session: typeof zoomSessions.$inferSelect, name: string | null) {
  return {
    subject: `Your Zoom session: ${session.title}`,
    body: [
      `Namaste${name ? ` ${name}` : ''},`,
      `you are signed up for "${session.title}" with ${session.host}.`,
      `It starts ${startInIndia(session.startsAt)} and lasts ${session.durationMinutes} minutes.`,
      `Join here: ${session.joinUrl}`,
    ].join('\n'),
  };
}

/**
 * What the enquiries domain runs when a `zoom` sign-up is verified (app.ts hands it in as `afterVerify.zoom`),
 * inside the verifying transaction. One place per (session, verified number): the session row is locked, so the
 * sign-ups of a session are placed one at a time (two parallel ones of a number: one place; two last places: one
 * taken). A number without a place takes one (409 `This session is full` when none is left), a repeat sign-up of
 * the number takes none: the place moves to it (its name and address) while the place had fewer than
 * `MAX_JOIN_MAILS_PER_PLACE` join mails, else 409 `alreadyRegistered`. Either 409 rolls the verification back.
 * Then the join link is e-mailed to this sign-up's address: the one address the place has now.
 */
export const sendJoinLink =
  (mailer: Mailer) =>
  async (tx: Db, enquiry: VerifiedEnquiry, now: Date): Promise<void> => {
    if (!enquiry.zoomSessionId) return;
    const [session] = await tx.select().from(zoomSessions).where(eq(zoomSessions.id, enquiry.zoomSessionId)).for('update');
    if (!session) return;
    const place = await placeOf(tx, session.id, enquiry.mobile);
    if (place) {
      if (!(await movePlaceTo(tx, place, enquiry.id, now))) throw new ApiError(409, ZOOM_SIGN_UP_MSG.alreadyRegistered);
    } else {
      if ((await placesTaken(tx, session.id)) >= session.capacity) throw new ApiError(409, ZOOM_SIGN_UP_MSG.full);
      await takePlace(tx, { sessionId: session.id, mobile: enquiry.mobile, enquiryId: enquiry.id }, now);
    }
    if (!enquiry.email) return;
    await mailer.sendMail({ to: enquiry.email, ...joinLinkMail(session, enquiry.name) }, tx);
  };
