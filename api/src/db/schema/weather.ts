import { doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { packages } from './catalogue.ts';

/** One month's climate normal of a place (1991–2020 style averages). */
export type MonthlyNormalRow = { minC: number; maxC: number; precipitationMm: number; rainyDays: number; windKmh: number };

/** Places the weather pages show, with their 12 monthly normals (January first). */
export const weatherPlaces = pgTable(
  'weather_places',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** Other names a search finds it by (Kang Rinpoche, Purang …). */
    aliases: text('aliases').array().notNull().default([]),
    region: text('region').notNull(),
    country: text('country').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    elevationM: integer('elevation_m').notNull(),
    /** IANA time zone of local sunrise and sunset. */
    timezone: text('timezone').notNull(),
    normals: jsonb('normals').$type<MonthlyNormalRow[]>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('weather_places_slug_idx').on(t.slug)],
);

/** The places on a package's route, in route order. */
export const packageWeatherPlaces = pgTable(
  'package_weather_places',
  {
    packageId: text('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    placeId: text('place_id')
      .notNull()
      .references(() => weatherPlaces.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.placeId] }), index('package_weather_places_order_idx').on(t.packageId, t.position)],
);

/** The places of a category's weather page, in order. */
export const categoryWeatherPlaces = pgTable(
  'category_weather_places',
  {
    /** No foreign key: the catalogue seed truncates and re-inserts categories (same ids). */
    categoryId: text('category_id').notNull(),
    placeId: text('place_id')
      .notNull()
      .references(() => weatherPlaces.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.placeId] }), index('category_weather_places_order_idx').on(t.categoryId, t.position)],
);
