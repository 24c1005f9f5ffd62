import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { categories, packageCategories, packagePrices, packages, passengerTypePrices } from '../db/schema/catalogue.ts';
import type { PackageCard, PackageDetail } from './schemas.ts';

/** Columns of a package card; the detail's jsonb columns are left out of list queries. */
export const cardColumns = {
  id: packages.id,
  slug: packages.slug,
  title: packages.title,
  anotherTitle: packages.anotherTitle,
  titleForApp: packages.titleForApp,
  duration: packages.duration,
  image: packages.image,
  tourLabel: packages.tourLabel,
  classification: packages.classification,
  isRegistration: packages.isRegistration,
  inrPrice: packages.inrPrice,
  inrPriceSpecial: packages.inrPriceSpecial,
  isApplySeatOption: packages.isApplySeatOption,
};

type CardRow = Pick<typeof packages.$inferSelect, keyof typeof cardColumns>;

/** Categories and prices of many packages: one query per table, grouped by package id. */
async function loadCardParts(db: Db, ids: string[]) {
  const [categoryRows, priceRows, passengerRows] = await Promise.all([
    db
      .select({ packageId: packageCategories.packageId, slug: categories.slug, title: categories.title })
      .from(packageCategories)
      .innerJoin(categories, eq(categories.id, packageCategories.categoryId))
      .where(inArray(packageCategories.packageId, ids))
      .orderBy(asc(packageCategories.packageId), asc(packageCategories.position)),
    db
      .select()
      .from(packagePrices)
      .where(inArray(packagePrices.packageId, ids))
      .orderBy(asc(packagePrices.packageId), asc(packagePrices.position)),
    db
      .select()
      .from(passengerTypePrices)
      .where(inArray(passengerTypePrices.packageId, ids))
      .orderBy(asc(passengerTypePrices.packageId), asc(passengerTypePrices.pricePosition), asc(passengerTypePrices.position)),
  ]);
  const categoriesByPackage = groupBy(categoryRows, (row) => row.packageId);
  const passengersByPrice = groupBy(passengerRows, (row) => `${row.packageId}:${row.pricePosition}`);
  const pricesByPackage = groupBy(priceRows, (row) => row.packageId);
  return {
    categoriesOf: (id: string) => (categoriesByPackage.get(id) ?? []).map(({ slug, title }) => ({ slug, title })),
    priceRowsOf: (id: string) =>
      (pricesByPackage.get(id) ?? []).map((price) => ({
        title: price.title,
        inrPrice: price.inrPrice,
        passengerTypePrice: (passengersByPrice.get(`${id}:${price.position}`) ?? []).map((passenger) => ({
          passengerType: passenger.passengerType,
          inrPrice: passenger.inrPrice,
        })),
      })),
  };
}

function groupBy<T>(rows: T[], keyOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

function toCard(row: CardRow, parts: Awaited<ReturnType<typeof loadCardParts>>): PackageCard {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    anotherTitle: row.anotherTitle,
    titleForApp: row.titleForApp,
    duration: row.duration,
    image: row.image,
    category: parts.categoriesOf(row.id),
    tourLabel: row.tourLabel,
    classification: row.classification,
    isRegistration: row.isRegistration,
    prices: {
      inrPrice: row.inrPrice,
      inrPriceSpecial: row.inrPriceSpecial,
      isApplySeatOption: row.isApplySeatOption,
      packagePrice: parts.priceRowsOf(row.id),
    },
  };
}

/** Package cards for the given ids, in the order of `ids`; unknown or inactive ids are left out. */
export async function loadPackageCards(db: Db, ids: string[]): Promise<PackageCard[]> {
  const uniqueIds = [...new Set(ids)];
  if (uniqueIds.length === 0) return [];
  const [rows, parts] = await Promise.all([
    db
      .select(cardColumns)
      .from(packages)
      .where(and(inArray(packages.id, uniqueIds), eq(packages.status, true))),
    loadCardParts(db, uniqueIds),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return uniqueIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCard(row, parts)] : [];
  });
}

/** Package details for the given slugs, in the order of `slugs`; unknown or inactive slugs are left out. */
export async function loadPackageDetails(db: Db, slugs: string[]): Promise<PackageDetail[]> {
  const uniqueSlugs = [...new Set(slugs)];
  if (uniqueSlugs.length === 0) return [];
  const rows = await db
    .select()
    .from(packages)
    .where(and(inArray(packages.slug, uniqueSlugs), eq(packages.status, true)));
  if (rows.length === 0) return [];
  const parts = await loadCardParts(db, rows.map((row) => row.id));
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  return uniqueSlugs.flatMap((slug) => {
    const row = bySlug.get(slug);
    if (!row) return [];
    return [
      {
        ...toCard(row, parts),
        overview: row.overview,
        highlights: row.highlights,
        itinerary: row.itinerary,
        inclusions: row.inclusions,
        exclusions: row.exclusions,
      },
    ];
  });
}
