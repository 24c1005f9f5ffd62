import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { enquiries } from '../db/schema/enquiries.ts';
import { zoomSessions } from '../db/schema/zoom-sessions.ts';
import { ApiError } from '../http/errors.ts';
import type { Mailer } from '../messaging/senders.ts';
import { verifiedSignUps, ZOOM_SIGN_UP_MSG } from './sign-up-rules.ts';

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
export const startInIndia = (startsAt: Date): string => `${IST.format(startsAt)} IST`;

export function joinLinkMail(session: typeof zoomSessions.$inferSelect, name: string | null) {
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
 * inside the verifying transaction: the session row is locked so that two last verifications cannot both take
 * its last place (409 `This session is full` rolls the verification back), then the join link is e-mailed.
 */
export const sendJoinLink =
  (mailer: Mailer) =>
  async (tx: Db, enquiry: VerifiedEnquiry): Promise<void> => {
    if (!enquiry.zoomSessionId) return;
    const [session] = await tx.select().from(zoomSessions).where(eq(zoomSessions.id, enquiry.zoomSessionId)).for('update');
    if (!session) return;
    // This sign-up is already marked verified in the transaction, so it counts itself.
    if ((await verifiedSignUps(tx, session.id)) > session.capacity) throw new ApiError(409, ZOOM_SIGN_UP_MSG.full);
    if (!enquiry.email) return;
    await mailer.sendMail({ to: enquiry.email, ...joinLinkMail(session, enquiry.name) }, tx);
  };
