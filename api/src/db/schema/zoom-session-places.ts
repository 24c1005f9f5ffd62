import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { enquiries } from './enquiries.ts';
import { zoomSessions } from './zoom-sessions.ts';

/**
 * The places of a Zoom session: one per (session, verified mobile number), whatever number of sign-ups (enquiries
 * of kind `zoom`) the number verified for it. The place holds the sign-up whose name and address it has now: the
 * join link goes to that one address. `seatsLeft` is the capacity minus the places (docs/security.md §26).
 */
export const zoomSessionPlaces = pgTable(
  'zoom_session_places',
  {
    sessionId: text('session_id')
      .notNull()
      .references(() => zoomSessions.id, { onDelete: 'restrict' }),
    /** The verified number, E.164 (`+919810012345`), as the sign-up stored it. */
    mobile: text('mobile').notNull(),
    /** The newest verified sign-up of the number for the session: its name and e-mail are the place's. */
    enquiryId: text('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'restrict' }),
    /** Join-link e-mails sent for the place (the first, then one per repeat sign-up), bounded (join-link-mail.ts). */
    joinMailsSent: integer('join_mails_sent').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('zoom_session_places_session_mobile_idx').on(t.sessionId, t.mobile),
    check('zoom_session_places_mobile_check', sql`${t.mobile} ~ '^\\+[1-9][0-9]{6,14}$'`),
    check('zoom_session_places_mails_check', sql`${t.joinMailsSent} >= 0`),
  ],
);
