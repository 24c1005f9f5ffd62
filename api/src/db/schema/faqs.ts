import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export const FAQ_TYPES = ['general', 'category', 'package'] as const;
export type FaqType = (typeof FAQ_TYPES)[number];
export type FaqStatus = 'published' | 'pending';

/**
 * Questions and answers about a package, a category or the company (`general`), in groups (`qgroup`). Seeded
 * ones are published; a user's question waits as `pending` (no answer yet) until staff publish it.
 */
export const faqs = pgTable(
  'faqs',
  {
    id: text('id').primaryKey(),
    faqsType: text('faqs_type').$type<FaqType>().notNull(),
    /** The package's or category's id; `general` for the general FAQs. */
    faqsTypeId: text('faqs_type_id').notNull(),
    groupSlug: text('group_slug').notNull(),
    groupTitle: text('group_title').notNull(),
    title: text('title').notNull(),
    /** The answer (plain text); empty while pending. */
    description: text('description').notNull(),
    /** What the asker added to a question, for staff. */
    askerNote: text('asker_note'),
    status: text('status').$type<FaqStatus>().notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('faqs_target_idx').on(t.faqsType, t.faqsTypeId, t.status, t.sortOrder),
    check('faqs_type_check', sql`${t.faqsType} in ('general', 'category', 'package')`),
  ],
);

/** Comments on a published FAQ; `parent_id` makes one a reply to another comment of the same FAQ. */
export const faqComments = pgTable(
  'faq_comments',
  {
    id: text('id').primaryKey(),
    faqId: text('faq_id')
      .notNull()
      .references(() => faqs.id, { onDelete: 'cascade' }),
    parentId: text('parent_id'),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('faq_comments_faq_idx').on(t.faqId, t.createdAt)],
);

/** One helpful (+1) / not helpful (-1) vote per user and FAQ; a second vote replaces the first. */
export const faqVotes = pgTable(
  'faq_votes',
  {
    faqId: text('faq_id')
      .notNull()
      .references(() => faqs.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vote: smallint('vote').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.faqId, t.userId] }), check('faq_votes_vote_check', sql`${t.vote} in (-1, 1)`)],
);
