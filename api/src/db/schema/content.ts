import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Content: blogs, news and collections. */
export const contentKinds = ['blog', 'news', 'collection'] as const;
export type ContentKind = (typeof contentKinds)[number];

export const contentItems = pgTable(
  'content_items',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<ContentKind>().notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    category: text('category'),
    image: text('image').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('content_items_kind_slug_idx').on(t.kind, t.slug),
    index('content_items_kind_published_idx').on(t.kind, t.publishedAt),
    index('content_items_lower_title_idx').on(sql`lower(${t.title})`),
    check('content_items_kind_check', sql`${t.kind} in ('blog', 'news', 'collection')`),
  ],
);
