import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Static pages (about us, terms, the KMY pages …) and the noticeboard. */
export type BankAccount = { bankName: string; accountName: string; accountNumber: string; ifsc: string; branch: string; accountType: string; upiId: string | null };
export type PageLink = { label: string; url: string; kind: 'android' | 'ios' | 'link' };

export const pages = pgTable(
  'pages',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    image: text('image').notNull(),
    bodyMarkdown: text('body_markdown').notNull(),
    /** Package ids shown on the page, in order (special-yatra); withdrawn ones are skipped when read. */
    packageIds: text('package_ids').array().notNull().default([]),
    bankAccounts: jsonb('bank_accounts').$type<BankAccount[]>().notNull().default([]),
    links: jsonb('links').$type<PageLink[]>().notNull().default([]),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('pages_slug_idx').on(t.slug), index('pages_published_idx').on(t.publishedAt, t.title)],
);

export const notices = pgTable(
  'notices',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    linkUrl: text('link_url'),
    linkLabel: text('link_label'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('notices_published_idx').on(t.publishedAt)],
);
