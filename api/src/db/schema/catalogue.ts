import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Catalogue tables: categories, packages with their categories and prices, and the trending lists. */
export type ItineraryDay = { day: number; title: string; description: string };

export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    anotherTitle: text('another_title'),
    classification: text('classification').notNull(),
    description: text('description'),
    image: text('image').notNull(),
    isPopular: boolean('is_popular').notNull().default(false),
    status: boolean('status').notNull().default(true),
    parentId: text('parent_id'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('categories_slug_idx').on(t.slug),
    index('categories_parent_sort_idx').on(t.parentId, t.sortOrder),
    index('categories_lower_title_idx').on(sql`lower(${t.title})`),
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id], name: 'categories_parent_fk' }).onDelete('set null'),
  ],
);

export const packages = pgTable(
  'packages',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    anotherTitle: text('another_title'),
    titleForApp: text('title_for_app'),
    duration: text('duration').notNull(),
    image: text('image').notNull(),
    tourLabel: text('tour_label'),
    classification: text('classification'),
    isRegistration: boolean('is_registration').notNull().default(false),
    inrPrice: integer('inr_price').notNull(),
    inrPriceSpecial: integer('inr_price_special').notNull(),
    isApplySeatOption: boolean('is_apply_seat_option').notNull().default(false),
    overview: text('overview').notNull().default(''),
    highlights: jsonb('highlights').$type<string[]>().notNull().default([]),
    itinerary: jsonb('itinerary').$type<ItineraryDay[]>().notNull().default([]),
    inclusions: jsonb('inclusions').$type<string[]>().notNull().default([]),
    exclusions: jsonb('exclusions').$type<string[]>().notNull().default([]),
    sortOrder: integer('sort_order').notNull().default(0),
    status: boolean('status').notNull().default(true),
  },
  (t) => [
    uniqueIndex('packages_slug_idx').on(t.slug),
    // The listing order of listed packages (package-queries.ts `listedPackage`, `packageOrder`): a category page
    // walks it and stops after `limit` members instead of sorting every member of the category.
    index('packages_listed_order_idx')
      .on(t.sortOrder, t.title, t.id)
      .where(sql`${t.status} and not ${t.isRegistration}`),
    index('packages_lower_title_idx').on(sql`lower(${t.title})`),
    // Search (`ILIKE '%q%'`, catalogue/search.ts) through trigram indexes (pg_trgm, PGlite's contrib too).
    // fastupdate off: a seeded or bulk-written catalogue would otherwise sit in GIN's pending list until a
    // VACUUM, and PostgreSQL's planner, costing that list, scans the table instead (api/README.md "Query plans").
    index('packages_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('packages_another_title_trgm_idx').using('gin', t.anotherTitle.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('packages_title_for_app_trgm_idx').using('gin', t.titleForApp.op('gin_trgm_ops')).with({ fastupdate: false }),
  ],
);

/** Membership of a package in categories; position 0 is the package's home category. */
export const packageCategories = pgTable(
  'package_categories',
  {
    packageId: text('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.categoryId] }),
    index('package_categories_category_idx').on(t.categoryId, t.packageId),
  ],
);

export const packagePrices = pgTable(
  'package_prices',
  {
    packageId: text('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    inrPrice: integer('inr_price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.position] })],
);

export const passengerTypePrices = pgTable(
  'passenger_type_prices',
  {
    packageId: text('package_id').notNull(),
    pricePosition: integer('price_position').notNull(),
    position: integer('position').notNull(),
    passengerType: text('passenger_type').notNull(),
    inrPrice: integer('inr_price').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.pricePosition, t.position] }),
    foreignKey({
      columns: [t.packageId, t.pricePosition],
      foreignColumns: [packagePrices.packageId, packagePrices.position],
      name: 'passenger_type_prices_price_fk',
    }).onDelete('cascade'),
  ],
);

export const trendingKinds = ['packages', 'categories'] as const;
export type TrendingKind = (typeof trendingKinds)[number];

export const trendingLists = pgTable(
  'trending_lists',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<TrendingKind>().notNull(),
    itemIds: jsonb('item_ids').$type<string[]>().notNull(),
  },
  (t) => [check('trending_lists_kind_check', sql`${t.kind} in ('packages', 'categories')`)],
);
