import type { categories, packageCategories, packagePrices, packages, passengerTypePrices, trendingLists } from '../db/schema/catalogue.ts';
import { buildDepartures, type DepartureRow } from './departures.ts';
import { categorySeeds } from './categories.ts';
import { mediaPath, stableId } from './ids.ts';
import { buildItinerary, durationLabel } from './itinerary.ts';
import { abroadPackages } from './packages-abroad.ts';
import { indiaPackages } from './packages-india.ts';
import { kailashPackages } from './packages-kailash.ts';
import { seatOptionPriceRows, standardPriceRows } from './prices.ts';
import { routeTemplate } from './routes.ts';
import { inSeason, seasonDating } from './season/yatra-season.ts';
import { scaledPackageSeeds } from './scale.ts';
import { packageTerms } from './terms.ts';
import { trendingSeeds } from './trending.ts';
import type { PackageSeed } from './types.ts';

export type CatalogueRows = {
  categories: (typeof categories.$inferInsert)[];
  packages: (typeof packages.$inferInsert)[];
  packageCategories: (typeof packageCategories.$inferInsert)[];
  packagePrices: (typeof packagePrices.$inferInsert)[];
  passengerTypePrices: (typeof passengerTypePrices.$inferInsert)[];
  trendingLists: (typeof trendingLists.$inferInsert)[];
  departures: DepartureRow[];
};

/**
 * `packageCount` above the base size adds generated packages; `today` dates the departures and names the coming
 * season in titles (`{season}`, season/yatra-season.ts) (default: now).
 */
export type CatalogueOptions = { packageCount?: number | undefined; today?: Date | undefined };

export const baseCatalogue: PackageSeed[] = [...kailashPackages, ...indiaPackages, ...abroadPackages];

/** Builds every row of the catalogue; with `packageCount` above the base size, adds generated departures. */
export function buildCatalogue(options: CatalogueOptions = {}): CatalogueRows {
  const today = options.today ?? new Date();
  const rows: CatalogueRows = {
    categories: [],
    packages: [],
    packageCategories: [],
    packagePrices: [],
    passengerTypePrices: [],
    trendingLists: [],
    departures: [],
  };
  const classificationBySlug = addCategories(rows);
  const seeds = [...baseCatalogue, ...scaledPackageSeeds(baseCatalogue, (options.packageCount ?? 0) - baseCatalogue.length)];
  seeds.forEach((seed, index) => addPackage(rows, seed, index, classificationBySlug));
  for (const seed of seeds) rows.departures.push(...buildDepartures(seed, stableId('package', seed.slug), today));
  for (const list of trendingSeeds) {
    const kind = list.kind === 'packages' ? 'package' : 'category';
    rows.trendingLists.push({ id: list.id, kind: list.kind, itemIds: list.slugs.map((slug) => stableId(kind, slug)) });
  }
  const dating = seasonDating(today);
  rows.categories = rows.categories.map((row) => inSeason(row, dating));
  rows.packages = rows.packages.map((row) => inSeason(row, dating));
  return rows;
}

function addCategories(rows: CatalogueRows): Map<string, string> {
  const classificationBySlug = new Map<string, string>();
  categorySeeds.forEach((top, topIndex) => {
    const topId = stableId('category', top.slug);
    rows.categories.push({
      id: topId,
      slug: top.slug,
      title: top.title,
      anotherTitle: top.anotherTitle,
      classification: top.classification,
      description: top.description,
      image: mediaPath('categories', top.slug),
      isPopular: top.isPopular,
      status: true,
      parentId: null,
      sortOrder: (topIndex + 1) * 10,
    });
    classificationBySlug.set(top.slug, top.classification);
    (top.subCategories ?? []).forEach((sub, subIndex) => {
      rows.categories.push({
        id: stableId('category', sub.slug),
        slug: sub.slug,
        title: sub.title,
        anotherTitle: sub.anotherTitle,
        classification: top.classification,
        description: sub.description,
        image: mediaPath('categories', sub.slug),
        isPopular: false,
        status: true,
        parentId: topId,
        sortOrder: subIndex + 1,
      });
      classificationBySlug.set(sub.slug, top.classification);
    });
  });
  return classificationBySlug;
}

function addPackage(rows: CatalogueRows, seed: PackageSeed, index: number, classificationBySlug: Map<string, string>): void {
  const id = stableId('package', seed.slug);
  const route = routeTemplate(seed.route);
  const from = seed.from ?? route.defaultFrom;
  const homeSlug = seed.categories[0];
  const classification = homeSlug === undefined ? undefined : classificationBySlug.get(homeSlug);
  if (classification === undefined) throw new Error(`Seed package ${seed.slug} has no known home category`);
  const terms = packageTerms[route.terms];
  const duration = durationLabel(seed.days);
  rows.packages.push({
    id,
    slug: seed.slug,
    title: seed.title,
    anotherTitle: seed.anotherTitle ?? `${seed.title} - ${duration}`,
    titleForApp: seed.titleForApp ?? null,
    duration,
    image: mediaPath('packages', seed.slug),
    tourLabel: seed.label ?? null,
    classification,
    isRegistration: seed.registration ?? false,
    inrPrice: seed.price,
    inrPriceSpecial: seed.special,
    isApplySeatOption: seed.seatOption ?? false,
    overview: seed.registration
      ? 'Register for the Kailash Mansarovar Yatra free of charge. Our team calls you to confirm the dates, the route and the documents needed, and holds your seat until the group is announced.'
      : `${seed.title} ${route.summary}. This ${duration.toLowerCase()} tour starts in ${from} and is led by our experienced tour managers, with every transfer, stay and darshan arranged for you.`,
    highlights: route.highlights,
    itinerary: buildItinerary(route, seed.days, from),
    inclusions: terms.inclusions,
    exclusions: terms.exclusions,
    sortOrder: (index + 1) * 10,
    status: true,
  });
  seed.categories.forEach((slug, position) => {
    if (!classificationBySlug.has(slug)) throw new Error(`Seed package ${seed.slug} names an unknown category ${slug}`);
    rows.packageCategories.push({ packageId: id, categoryId: stableId('category', slug), position });
  });
  const priceRows = seed.registration
    ? []
    : seed.seatOption
      ? seatOptionPriceRows(seed.special > 0 ? seed.special : seed.price)
      : standardPriceRows(seed.special);
  priceRows.forEach((priceRow, position) => {
    rows.packagePrices.push({ packageId: id, position, title: priceRow.title, inrPrice: priceRow.inrPrice });
    priceRow.passengerTypePrice.forEach((passenger, passengerPosition) => {
      rows.passengerTypePrices.push({
        packageId: id,
        pricePosition: position,
        position: passengerPosition,
        passengerType: passenger.passengerType,
        inrPrice: passenger.inrPrice,
      });
    });
  });
}
