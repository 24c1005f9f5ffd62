import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { packages } from './catalogue.ts';
import { orders } from './orders.ts';

export const REVIEW_FORMATS = ['text', 'video'] as const;
export type ReviewFormat = (typeof REVIEW_FORMATS)[number];

/**
 * Traveller reviews: seeded ones (no user, no order) and those written by a user for a COMPLETED order of the
 * package. `order_id` is unique: one review per order, also when two requests race (the index decides).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    packageId: text('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
    format: text('format').$type<ReviewFormat>().notNull(),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** `YYYY-MM`: when the reviewer travelled. */
    travelMonth: text('travel_month').notNull(),
    reviewerName: text('reviewer_name').notNull(),
    reviewerCity: text('reviewer_city'),
    /** Media paths (`/media/photos/...`). */
    photos: text('photos').array().notNull().default([]),
    /** A seeded video's slug: its clip `/media/clips/{slug}.webm` and thumbnail `/media/videos/{slug}`. */
    videoSlug: text('video_slug'),
    durationSeconds: integer('duration_seconds'),
    isFeatured: boolean('is_featured').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('reviews_order_idx').on(t.orderId),
    index('reviews_format_created_idx').on(t.format, t.createdAt, t.id),
    index('reviews_package_idx').on(t.packageId, t.createdAt),
    index('reviews_user_idx').on(t.userId, t.createdAt),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_video_check', sql`(${t.format} = 'video') = (${t.videoSlug} is not null)`),
  ],
);

/** One like (+1) or dislike (-1) per user and review; a second vote replaces the first (upsert on the key). */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: text('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vote: smallint('vote').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] }), check('review_votes_vote_check', sql`${t.vote} in (-1, 1)`)],
);
