import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * A signed-in user's recently visited packages (spec §3, at most 8 per user): one row per user and package,
 * `position` 0 the oldest. Rewritten as a whole, under a per-user lock, by `POST /package/recently-visit`.
 */
export const recentlyVisited = pgTable(
  'recently_visited',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: text('package_id').notNull(),
    /** Oldest first: 0 … 7. */
    position: integer('position').notNull(),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.packageId] })],
);
