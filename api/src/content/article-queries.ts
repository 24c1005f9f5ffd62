import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { categories } from '../db/schema/catalogue.ts';
import { contentCategories, contentItems } from '../db/schema/content.ts';
import { listOrder, offsetOf } from './list-query.ts';
import { renderMarkdown } from './markdown.ts';
import type { BlogCard, ContentCategory, NewsCard } from './schemas.ts';

export type ArticleKind = 'blog' | 'news';
type ArticleCard = { blog: BlogCard; news: NewsCard };

/** About 200 words a minute at about 5.5 characters a word. */
const readingMinutes = sql<number>`greatest(1, round(char_length(${contentItems.bodyMarkdown}) / 1100.0))::int`;

const columns = {
  id: contentItems.id,
  slug: contentItems.slug,
  title: contentItems.title,
  summary: contentItems.summary,
  image: contentItems.image,
  category: contentItems.category,
  categoryTitle: contentCategories.title,
  destinationSlug: categories.slug,
  destinationTitle: categories.title,
  author: contentItems.author,
  readingMinutes,
  publishedAt: contentItems.publishedAt,
};

/** Cards with their category title and destination in one query (two joins, no per-row lookups). */
function selectCards(db: Db) {
  return db
    .select(columns)
    .from(contentItems)
    .leftJoin(contentCategories, and(eq(contentCategories.kind, sql`${contentItems.kind}`), eq(contentCategories.slug, contentItems.category)))
    .leftJoin(categories, eq(categories.slug, contentItems.destination));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectCards>['execute']>>[number];

function toCard<K extends ArticleKind>(kind: K, row: Row): ArticleCard[K] {
  const base = {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    image: row.image,
    category: row.category ?? '',
    categoryTitle: row.categoryTitle ?? '',
    destination: row.destinationSlug && row.destinationTitle ? { slug: row.destinationSlug, title: row.destinationTitle } : null,
    publishedAt: row.publishedAt.toISOString(),
  };
  const card = kind === 'blog' ? { ...base, blogimage: row.image, author: row.author ?? '', readingMinutes: row.readingMinutes } : { ...base, newsimage: row.image };
  return card as ArticleCard[K];
}

export type ArticleFilters = { category?: string | undefined; destination?: string | undefined };

export async function pageArticles<K extends ArticleKind>(db: Db, kind: K, filters: ArticleFilters, mode: { page: number; limit: number }) {
  const where = and(
    eq(contentItems.kind, kind),
    filters.category === undefined ? undefined : eq(contentItems.category, filters.category),
    filters.destination === undefined ? undefined : eq(contentItems.destination, filters.destination),
  );
  const [rows, [totals]] = await Promise.all([
    selectCards(db).where(where).orderBy(...listOrder(contentItems)).limit(mode.limit).offset(offsetOf(mode)),
    db.select({ total: count() }).from(contentItems).where(where),
  ]);
  return { items: rows.map((row) => toCard(kind, row)), total: totals?.total ?? 0 };
}

export async function articlesByIds<K extends ArticleKind>(db: Db, kind: K, ids: string[]): Promise<ArticleCard[K][]> {
  const rows = await selectCards(db).where(and(eq(contentItems.kind, kind), inArray(contentItems.id, ids)));
  return rows.map((row) => toCard(kind, row));
}

export const RELATED_LIMIT = 4;

/** One article with its HTML body and up to 4 newest others of its category; null when unknown. */
export async function articleBySlug<K extends ArticleKind>(db: Db, kind: K, slug: string) {
  const [row] = await selectCards(db)
    .where(and(eq(contentItems.kind, kind), eq(contentItems.slug, slug)))
    .limit(1);
  if (!row) return null;
  const [[body], related] = await Promise.all([
    db.select({ markdown: contentItems.bodyMarkdown }).from(contentItems).where(eq(contentItems.id, row.id)),
    selectCards(db)
      .where(and(eq(contentItems.kind, kind), row.category === null ? undefined : eq(contentItems.category, row.category), ne(contentItems.id, row.id)))
      .orderBy(...listOrder(contentItems))
      .limit(RELATED_LIMIT),
  ]);
  return { ...toCard(kind, row), bodyHtml: renderMarkdown(body?.markdown ?? ''), related: related.map((other) => toCard(kind, other)) };
}

/** The categories of a kind in menu order, each with its number of items (one grouped query). */
export async function categoriesOf(db: Db, kind: ArticleKind): Promise<ContentCategory[]> {
  const rows = await db
    .select({ id: contentCategories.id, slug: contentCategories.slug, title: contentCategories.title, description: contentCategories.description, count: count(contentItems.id) })
    .from(contentCategories)
    .leftJoin(contentItems, and(eq(contentItems.kind, kind), eq(contentItems.category, contentCategories.slug)))
    .where(eq(contentCategories.kind, kind))
    .groupBy(contentCategories.id)
    .orderBy(asc(contentCategories.sortOrder), asc(contentCategories.title));
  return rows.map(({ id, ...rest }) => ({ _id: id, ...rest }));
}

export async function categoryExists(db: Db, kind: ArticleKind, slug: string): Promise<boolean> {
  const found = await db.select({ id: contentCategories.id }).from(contentCategories).where(and(eq(contentCategories.kind, kind), eq(contentCategories.slug, slug))).limit(1);
  return found.length > 0;
}
