import { desc } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * The wishlist: one row per user, type and item. The unique index makes a repeated or concurrent add
 * keep one row (`insert … on conflict do nothing`).
 */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    /** 24 lowercase hex characters. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `package` today (spec §3 payload `wishlisttype`). */
    wishlistType: text('wishlist_type').notNull(),
    /** The wishlisted item's id (`wishlisttypeid`), a package id for `package`. */
    itemId: text('item_id').notNull(),
    source: text('source'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Insertion order: "newest first" without ties between adds of the same millisecond. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [
    uniqueIndex('wishlist_items_user_item_idx').on(t.userId, t.wishlistType, t.itemId),
    index('wishlist_items_user_newest_idx').on(t.userId, t.wishlistType, desc(t.seq)),
  ],
);
