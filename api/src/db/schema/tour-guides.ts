import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { departures } from './departures.ts';

/** The company's tour guides (spec §3 "Guide/contact details: mobile, email (tour guide details also name)"). */
export const tourGuides = pgTable(
  'tour_guides',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** E.164. */
    mobile: text('mobile').notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('tour_guides_email_lower_check', sql`${t.email} = lower(${t.email})`)],
);

/** Which guides lead a departure (seeded; replaced by the staff route `PUT /tour-guides/departures/{id}`). */
export const departureGuides = pgTable(
  'departure_guides',
  {
    departureId: text('departure_id')
      .notNull()
      .references(() => departures.id, { onDelete: 'cascade' }),
    guideId: text('guide_id')
      .notNull()
      .references(() => tourGuides.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.departureId, t.guideId] }), index('departure_guides_guide_idx').on(t.guideId)],
);
