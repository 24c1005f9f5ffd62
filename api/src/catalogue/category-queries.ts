import { and, asc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { categories, packageCategories, packagePrices, packages, passengerTypePrices } from '../db/schema/catalogue.ts';
import { listedPackage } from './package-queries.ts';
import type { CategoryStat, CategorySummary, MenuCategory } from './schemas.ts';

export const MENU_PACKAGES_PER_CATEGORY = 8;

type CategoryRow = typeof categories.$inferSelect;

export function toCategorySummary(row: CategoryRow): CategorySummary {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    anotherTitle: row.anotherTitle,
    classification: row.classification,
    description: row.description,
    image: row.image,
    isPopular: row.isPopular,
    status: row.status,
    parentId: row.parentId,
    sortOrder: row.sortOrder,
  };
}

const categoryOrder = [asc(categories.sortOrder), asc(categories.title)];

export async function findCategoryBySlug(db: Db, slug: string): Promise<CategoryRow | null> {
  const [row] = await db.select().from(categories).where(eq(categories.slug, slug)).limit(1);
  return row ?? null;
}

export async function activeSubCategories(db: Db, parentId: string): Promise<CategoryRow[]> {
  return db
    .select()
    .from(categories)
    .where(and(eq(categories.parentId, parentId), eq(categories.status, true)))
    .orderBy(...categoryOrder);
}

/** Top-level categories in menu order with their sub-categories and first packages: three queries in all. */
export async function loadMenu(db: Db): Promise<MenuCategory[]> {
  const topId = sql<string>`coalesce(${categories.parentId}, ${categories.id})`;
  const membership = db
    .selectDistinct({ topId: topId.as('top_id'), packageId: packageCategories.packageId })
    .from(packageCategories)
    .innerJoin(categories, eq(categories.id, packageCategories.categoryId))
    .as('membership');
  const ranked = db
    .select({
      topId: membership.topId,
      id: packages.id,
      slug: packages.slug,
      title: packages.title,
      titleForApp: packages.titleForApp,
      duration: packages.duration,
      rank: sql<number>`row_number() over (partition by ${membership.topId} order by ${packages.sortOrder}, ${packages.title}, ${packages.id})`.as(
        'rank',
      ),
    })
    .from(membership)
    .innerJoin(packages, eq(packages.id, membership.packageId))
    .where(listedPackage)
    .as('ranked');
  const [tops, subs, menuPackages] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(and(isNull(categories.parentId), eq(categories.status, true)))
      .orderBy(...categoryOrder),
    db
      .select()
      .from(categories)
      .where(and(sql`${categories.parentId} is not null`, eq(categories.status, true)))
      .orderBy(...categoryOrder),
    db.select().from(ranked).where(lte(ranked.rank, MENU_PACKAGES_PER_CATEGORY)).orderBy(asc(ranked.topId), asc(ranked.rank)),
  ]);
  return tops.map((top) => ({
    ...toCategorySummary(top),
    subCategory: subs.filter((sub) => sub.parentId === top.id).map(toCategorySummary),
    packages: menuPackages
      .filter((row) => row.topId === top.id)
      .map(({ id, slug, title, titleForApp, duration }) => ({ _id: id, slug, title, titleForApp, duration })),
  }));
}

/**
 * A package's selling price as cards show it (spec §4): with the seat option, half the sum of the first
 * package price and its first passenger-type price; otherwise the special price. Same rule as the
 * gateway's display price, so a category's "starting from" never undercuts or exceeds its own cards.
 */
const sellingPrice = sql`case when ${packages.isApplySeatOption} then coalesce((
    select (first_price.inr_price + first_passenger.inr_price) / 2.0
    from ${packagePrices} first_price
    join ${passengerTypePrices} first_passenger
      on first_passenger.package_id = first_price.package_id
     and first_passenger.price_position = first_price.position
     and first_passenger.position = 0
    where first_price.package_id = ${packages.id} and first_price.position = 0
  ), ${packages.inrPriceSpecial}) else ${packages.inrPriceSpecial} end`;

type PackageStats = { totalPackages: number; minPrice: number | null };

/**
 * Per category of `categoryIds`: the number of listed packages in it or its active sub-categories, and the
 * lowest selling price among those on sale (special price above 0). One query for any number of categories.
 */
async function packageStatsByCategory(db: Db, categoryIds: string[]): Promise<Map<string, PackageStats>> {
  const member = alias(categories, 'member');
  const owner = alias(categories, 'owner');
  const rows = await db
    .select({
      ownerId: owner.id,
      totalPackages: sql<number>`count(distinct ${packages.id})::int`.mapWith(Number),
      minPrice: sql<number | null>`min(${sellingPrice}) filter (where ${packages.inrPriceSpecial} > 0)`,
    })
    .from(packages)
    .innerJoin(packageCategories, eq(packageCategories.packageId, packages.id))
    .innerJoin(member, eq(member.id, packageCategories.categoryId))
    .innerJoin(owner, or(eq(owner.id, member.id), and(eq(owner.id, member.parentId), eq(member.status, true))))
    .where(and(listedPackage, inArray(owner.id, categoryIds)))
    .groupBy(owner.id);
  return new Map(
    rows.map((row) => [row.ownerId, { totalPackages: row.totalPackages, minPrice: row.minPrice === null ? null : Number(row.minPrice) }]),
  );
}

/** Categories of `slugs` (in that order, unknown slugs left out) with active sub-categories and package stats: three queries. */
export async function loadCategoryStats(db: Db, slugs: string[]): Promise<CategoryStat[]> {
  const uniqueSlugs = [...new Set(slugs)];
  if (uniqueSlugs.length === 0) return [];
  const rows = await db.select().from(categories).where(inArray(categories.slug, uniqueSlugs));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [subRows, stats] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(and(inArray(categories.parentId, ids), eq(categories.status, true)))
      .orderBy(...categoryOrder),
    packageStatsByCategory(db, ids),
  ]);
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  return uniqueSlugs.flatMap((slug) => {
    const row = bySlug.get(slug);
    if (!row) return [];
    return [
      {
        ...toCategorySummary(row),
        subCategory: subRows.filter((sub) => sub.parentId === row.id).map(toCategorySummary),
        ...(stats.get(row.id) ?? { totalPackages: 0, minPrice: null }),
      },
    ];
  });
}

export type CategoryFilters = { status?: boolean | undefined; isPopular?: boolean | undefined; ids: string[]; slugs: string[] };

export async function listCategories(db: Db, filters: CategoryFilters): Promise<CategorySummary[]> {
  const conditions: SQL[] = [];
  if (filters.status !== undefined) conditions.push(eq(categories.status, filters.status));
  if (filters.isPopular !== undefined) conditions.push(eq(categories.isPopular, filters.isPopular));
  if (filters.ids.length > 0) conditions.push(inArray(categories.id, filters.ids));
  if (filters.slugs.length > 0) conditions.push(inArray(categories.slug, filters.slugs));
  const rows = await db
    .select()
    .from(categories)
    .where(and(...conditions))
    .orderBy(...categoryOrder);
  return rows.map(toCategorySummary);
}

/** Active category summaries in the order of `ids`; unknown ids are left out. */
export async function categorySummariesByIds(db: Db, ids: string[]): Promise<CategorySummary[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(categories)
    .where(and(inArray(categories.id, ids), eq(categories.status, true)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCategorySummary(row)] : [];
  });
}
