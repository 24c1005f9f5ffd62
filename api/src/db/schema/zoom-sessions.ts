import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * The company's live Zoom sessions about a yatra (spec §3 zoom-meeting subscriber: `meetingID` is our id,
 * `zoomMeetingID` Zoom's own meeting number). Sign-ups are enquiries of kind `zoom` (enquiries.ts).
 */
export const zoomSessions = pgTable(
  'zoom_sessions',
  {
    /** 24 lowercase hex characters (spec `meetingID`). */
    id: text('id').primaryKey(),
    /** Zoom's meeting number as Zoom shows it, e.g. `812 3456 7890` (spec `zoomMeetingID`). */
    zoomMeetingId: text('zoom_meeting_id').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Who presents it, e.g. 'Tour manager, 14 Kailash yatras'. */
    host: text('host').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** The join link, sent only to a verified sign-up (never listed). */
    joinUrl: text('join_url').notNull(),
    /** Verified sign-ups it takes; further sign-ups are refused. */
    capacity: integer('capacity').notNull(),
  },
  (t) => [check('zoom_sessions_capacity_check', sql`${t.capacity} > 0 and ${t.durationMinutes} > 0`)],
);
