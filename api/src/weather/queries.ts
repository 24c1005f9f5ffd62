import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { categories, packages } from '../db/schema/catalogue.ts';
import { categoryWeatherPlaces, packageWeatherPlaces, weatherPlaces } from '../db/schema/weather.ts';

export type PlaceRow = typeof weatherPlaces.$inferSelect;

/** At most this many places answer a search. */
export const SEARCH_LIMIT = 8;

export const allPlaces = (db: Db): Promise<PlaceRow[]> => db.select().from(weatherPlaces).orderBy(asc(weatherPlaces.sortOrder), asc(weatherPlaces.name));

export async function placeBySlug(db: Db, slug: string): Promise<PlaceRow | null> {
  return (await db.select().from(weatherPlaces).where(eq(weatherPlaces.slug, slug)).limit(1))[0] ?? null;
}

/** The places on a package's route in route order; null when the package is unknown. */
export async function placesOfPackage(db: Db, packageId: string): Promise<PlaceRow[] | null> {
  const [found] = await db.select({ id: packages.id }).from(packages).where(eq(packages.id, packageId));
  if (!found) return null;
  const rows = await db
    .select({ place: weatherPlaces })
    .from(packageWeatherPlaces)
    .innerJoin(weatherPlaces, eq(weatherPlaces.id, packageWeatherPlaces.placeId))
    .where(eq(packageWeatherPlaces.packageId, packageId))
    .orderBy(asc(packageWeatherPlaces.position));
  return rows.map((row) => row.place);
}

/** The places of a category's weather page in order; null when the category is unknown. */
export async function placesOfCategory(db: Db, slug: string): Promise<PlaceRow[] | null> {
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  if (!category) return null;
  const rows = await db
    .select({ place: weatherPlaces })
    .from(categoryWeatherPlaces)
    .innerJoin(weatherPlaces, eq(weatherPlaces.id, categoryWeatherPlaces.placeId))
    .where(eq(categoryWeatherPlaces.categoryId, category.id))
    .orderBy(asc(categoryWeatherPlaces.position));
  return rows.map((row) => row.place);
}

/** Places whose name, another name or region contains the text (case-insensitive); names starting with it first. */
export async function searchPlaces(db: Db, text: string): Promise<PlaceRow[]> {
  const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return db
    .select()
    .from(weatherPlaces)
    .where(or(ilike(weatherPlaces.name, pattern), ilike(weatherPlaces.region, pattern), sql`exists (select 1 from unnest(${weatherPlaces.aliases}) alias where alias ilike ${pattern})`))
    .orderBy(sql`(${weatherPlaces.name} ilike ${`${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`}) desc`, asc(weatherPlaces.sortOrder), asc(weatherPlaces.name))
    .limit(SEARCH_LIMIT);
}
