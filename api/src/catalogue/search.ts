import { and, desc, eq, exists, ilike, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { categories, packageCategories, packages } from '../db/schema/catalogue.ts';
import { type ContentKind, contentCategories, contentItems } from '../db/schema/content.ts';
import { loadPackageCards } from './package-cards.ts';
import { listedPackage, packageOrder } from './package-queries.ts';
import type { PackageCard } from './schemas.ts';

export const MIN_SEARCH_LENGTH = 3;
export const MAX_PACKAGE_RESULTS = 50;
export const MAX_CONTENT_RESULTS = 20;

/** Escapes LIKE wildcards so `50%` or `a_b` match literally (backslash is PostgreSQL's default escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export type SearchPackage = Omit<PackageCard, 'prices'> & {
  prices: {
    inrprice: number;
    inrpricespecial: number;
    isapplyseatoption: boolean;
    packageprice: { title: string; inrprice: number; passengertypeprice: { passengerType: string; inrprice: number }[] }[];
  };
};

export type PackageGroup = { _id: string; title: string; slug: string; lists: SearchPackage[] };
type ContentGroup<L> = { title: string; slug: string | null; lists: L[] };
type ContentEntry = { _id: string; slug: string; title: string };

export type SearchResult = {
  packages: PackageGroup[];
  blogs: ContentGroup<ContentEntry & { blogimage: string; category: string | null }>[];
  news: ContentGroup<ContentEntry & { newsimage: string; category: string | null }>[];
  collection: ContentGroup<ContentEntry & { collectionimage: string }>[];
};

export function toSearchPackage(card: PackageCard): SearchPackage {
  const { prices, ...rest } = card;
  return {
    ...rest,
    prices: {
      inrprice: prices.inrPrice,
      inrpricespecial: prices.inrPriceSpecial,
      isapplyseatoption: prices.isApplySeatOption,
      packageprice: prices.packagePrice.map((row) => ({
        title: row.title,
        inrprice: row.inrPrice,
        passengertypeprice: row.passengerTypePrice.map((passenger) => ({ passengerType: passenger.passengerType, inrprice: passenger.inrPrice })),
      })),
    },
  };
}

/**
 * Case-insensitive substring search over packages (titles and category titles), blogs, news and collections.
 * The few matching categories are read first (a 17-row table), so the package query has only indexable arms:
 * with no matching category, PostgreSQL ORs the three trigram indexes (no table scan for a rare word); with
 * some, it walks the listing order and stops at 50 (a common word such as 'kailash'). api/README.md "Query plans".
 */
export async function searchCatalogue(db: Db, query: string): Promise<SearchResult> {
  const pattern = `%${escapeLike(query)}%`;
  const matchingCategories = await db.select({ id: categories.id, slug: categories.slug }).from(categories).where(ilike(categories.title, pattern));
  const inMatchingCategory =
    matchingCategories.length === 0
      ? undefined
      : exists(
          db
            .select({ one: packageCategories.packageId })
            .from(packageCategories)
            .where(and(eq(packageCategories.packageId, packages.id), inArray(packageCategories.categoryId, matchingCategories.map((row) => row.id)))),
        );
  const matchingCategorySlugs = matchingCategories.map((row) => row.slug);
  const [packageIds, blogRows, newsRows, collectionRows] = await Promise.all([
    db
      .select({ id: packages.id })
      .from(packages)
      .where(and(listedPackage, or(ilike(packages.title, pattern), ilike(packages.anotherTitle, pattern), ilike(packages.titleForApp, pattern), inMatchingCategory)))
      .orderBy(...packageOrder)
      .limit(MAX_PACKAGE_RESULTS),
    searchContent(db, 'blog', pattern, matchingCategorySlugs),
    searchContent(db, 'news', pattern, matchingCategorySlugs),
    searchContent(db, 'collection', pattern, matchingCategorySlugs),
  ]);
  const cards = await loadPackageCards(
    db,
    packageIds.map((row) => row.id),
  );
  const homeSlugs = cards.flatMap((card) => (card.category[0] ? [card.category[0].slug] : []));
  const [categoryRows, contentCategoryTitles] = await Promise.all([
    categoriesBySlug(db, [...new Set(homeSlugs)]),
    blogRows.length + newsRows.length > 0 ? contentCategoryTitlesOf(db) : new Map<string, string>(),
  ]);

  // Blogs and news are grouped by their own category (yatra guides, temple news …), as their pages are.
  const groupContent = <L>(rows: ContentRow[], toEntry: (row: ContentRow) => L): ContentGroup<L>[] => {
    const groups = new Map<string, ContentGroup<L>>();
    for (const row of rows) {
      const slug = row.category ?? 'general';
      const group = groups.get(slug) ?? { title: contentCategoryTitles.get(`${row.kind}:${slug}`) ?? humanise(slug), slug, lists: [] };
      group.lists.push(toEntry(row));
      groups.set(slug, group);
    }
    return [...groups.values()];
  };

  return {
    packages: groupPackages(cards, categoryRows),
    blogs: groupContent(blogRows, (row) => ({ _id: row.id, slug: row.slug, title: row.title, blogimage: row.image, category: row.category })),
    news: groupContent(newsRows, (row) => ({ _id: row.id, slug: row.slug, title: row.title, newsimage: row.image, category: row.category })),
    collection:
      collectionRows.length > 0
        ? [
            {
              title: 'Collections',
              slug: null,
              lists: collectionRows.map((row) => ({ _id: row.id, slug: row.slug, title: row.title, collectionimage: row.image })),
            },
          ]
        : [],
  };
}

type ContentRow = typeof contentItems.$inferSelect;

function searchContent(db: Db, kind: ContentKind, pattern: string, matchingCategorySlugs: string[]) {
  const inMatchingCategory = matchingCategorySlugs.length > 0 ? inArray(contentItems.destination, matchingCategorySlugs) : undefined;
  return db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.kind, kind), or(ilike(contentItems.title, pattern), inMatchingCategory)))
    .orderBy(desc(contentItems.publishedAt), desc(contentItems.id))
    .limit(MAX_CONTENT_RESULTS);
}

function groupPackages(cards: PackageCard[], categoryRows: Map<string, { id: string; title: string }>): PackageGroup[] {
  const groups = new Map<string, PackageGroup>();
  for (const card of cards) {
    const home = card.category[0];
    if (!home) continue;
    const group = groups.get(home.slug) ?? { _id: categoryRows.get(home.slug)?.id ?? '', title: home.title, slug: home.slug, lists: [] };
    group.lists.push(toSearchPackage(card));
    groups.set(home.slug, group);
  }
  return [...groups.values()];
}

async function categoriesBySlug(db: Db, slugs: string[]): Promise<Map<string, { id: string; title: string }>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .select({ id: categories.id, slug: categories.slug, title: categories.title })
    .from(categories)
    .where(inArray(categories.slug, slugs));
  return new Map(rows.map((row) => [row.slug, { id: row.id, title: row.title }]));
}

/** Blog and news category titles by `kind:slug` (a handful of rows). */
async function contentCategoryTitlesOf(db: Db): Promise<Map<string, string>> {
  const rows = await db.select({ kind: contentCategories.kind, slug: contentCategories.slug, title: contentCategories.title }).from(contentCategories);
  return new Map(rows.map((row) => [`${row.kind}:${row.slug}`, row.title]));
}

const humanise = (slug: string): string => slug.split('-').map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
