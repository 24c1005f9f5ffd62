import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { packages } from './catalogue.ts';

/** Content: blogs, news and collections (search reads them too), their categories and a collection's packages. */
export const contentKinds = ['blog', 'news', 'collection'] as const;
export type ContentKind = (typeof contentKinds)[number];

/** Blog and news categories (yatra guides, packing lists …); a collection has none. */
export const contentCategories = pgTable(
  'content_categories',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<'blog' | 'news'>().notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('content_categories_kind_slug_idx').on(t.kind, t.slug), check('content_categories_kind_check', sql`${t.kind} in ('blog', 'news')`)],
);

export const contentItems = pgTable(
  'content_items',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<ContentKind>().notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** The blog or news category's slug (content_categories); null for a collection. */
    category: text('category'),
    image: text('image').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    summary: text('summary').notNull().default(''),
    /** Markdown; served as sanitised HTML (content/markdown.ts), rendered when read. */
    bodyMarkdown: text('body_markdown').notNull().default(''),
    /** The catalogue category slug the item is about (related content, search by category title). */
    destination: text('destination'),
    author: text('author'),
  },
  (t) => [
    uniqueIndex('content_items_kind_slug_idx').on(t.kind, t.slug),
    index('content_items_kind_published_idx').on(t.kind, t.publishedAt),
    index('content_items_lower_title_idx').on(sql`lower(${t.title})`),
    index('content_items_kind_category_idx').on(t.kind, t.category),
    index('content_items_kind_destination_idx').on(t.kind, t.destination),
    check('content_items_kind_check', sql`${t.kind} in ('blog', 'news', 'collection')`),
  ],
);

export const collectionPackages = pgTable(
  'collection_packages',
  {
    collectionId: text('collection_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    packageId: text('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.packageId] }), index('collection_packages_package_idx').on(t.packageId)],
);
