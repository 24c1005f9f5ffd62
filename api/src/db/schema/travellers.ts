import { date, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * The travellers a user saves for bookings (REST `/passenger/*`): names as in the passport, and the
 * documents a pilgrimage operator needs. Each row belongs to one user and is only ever read by that user.
 */
export const travellers = pgTable(
  'travellers',
  {
    /** 24 lowercase hex characters, like every other id. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** `male`, `female` or `other`. */
    gender: text('gender').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    /** E.164, when given. */
    mobile: text('mobile'),
    /** Trimmed and lower-cased, when given. */
    email: text('email'),
    /** ISO 3166-1 alpha-2, upper case. */
    nationality: text('nationality').notNull(),
    /** Upper case, no spaces, when given (then with its expiry). */
    passportNumber: text('passport_number'),
    passportExpiry: date('passport_expiry', { mode: 'string' }),
    relation: text('relation'),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('travellers_user_created_idx').on(t.userId, t.createdAt)],
);
