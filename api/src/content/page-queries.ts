import { and, asc, count, eq, inArray, isNull, lte, gt, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { categories, packageCategories, packages } from '../db/schema/catalogue.ts';
import { notices, pages } from '../db/schema/content-pages.ts';
import { listOrder, offsetOf } from './list-query.ts';
import { renderMarkdown } from './markdown.ts';
import type { Notice, PageCard } from './schemas.ts';

const cardColumns = { id: pages.id, slug: pages.slug, title: pages.title, summary: pages.summary, image: pages.image, publishedAt: pages.publishedAt, updatedAt: pages.updatedAt };
type CardRow = { id: string; slug: string; title: string; summary: string; image: string; publishedAt: Date; updatedAt: Date };

const toCard = (row: CardRow): PageCard => ({
  _id: row.id,
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  image: row.image,
  publishedAt: row.publishedAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function pagePages(db: Db, mode: { page: number; limit: number }) {
  const [rows, [totals]] = await Promise.all([
    db.select(cardColumns).from(pages).orderBy(...listOrder(pages)).limit(mode.limit).offset(offsetOf(mode)),
    db.select({ total: count() }).from(pages),
  ]);
  return { items: rows.map(toCard), total: totals?.total ?? 0 };
}

export async function pagesByIds(db: Db, ids: string[]): Promise<PageCard[]> {
  return (await db.select(cardColumns).from(pages).where(inArray(pages.id, ids))).map(toCard);
}

/** A page's card, HTML body and attachments (package ids, bank accounts, links); null when unknown. */
export async function pageBySlug(db: Db, slug: string) {
  const [row] = await db.select().from(pages).where(eq(pages.slug, slug)).limit(1);
  if (!row) return null;
  return { card: toCard(row), bodyHtml: renderMarkdown(row.bodyMarkdown), packageIds: row.packageIds, bankAccounts: row.bankAccounts, links: row.links };
}

/** The notices published by `now` and not yet expired, newest first. */
export async function pageNotices(db: Db, now: Date, mode: { page: number; limit: number }) {
  const where = and(lte(notices.publishedAt, now), or(isNull(notices.expiresAt), gt(notices.expiresAt, now)));
  const [rows, [totals]] = await Promise.all([
    db.select().from(notices).where(where).orderBy(...listOrder(notices)).limit(mode.limit).offset(offsetOf(mode)),
    db.select({ total: count() }).from(notices).where(where),
  ]);
  const items: Notice[] = rows.map((row) => ({
    _id: row.id,
    title: row.title,
    text: row.text,
    link: row.linkUrl && row.linkLabel ? { url: row.linkUrl, label: row.linkLabel } : null,
    publishedAt: row.publishedAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  }));
  return { items, total: totals?.total ?? 0 };
}

export const KMY_CATEGORY = 'kailash-mansarovar';

/**
 * The packages a KMY registration can be for: listed packages of the Kailash Mansarovar category and its
 * sub-categories, not the registration package itself, in catalogue order.
 */
export async function kmyPackageIds(db: Db): Promise<string[]> {
  const kmy = db.select({ id: categories.id }).from(categories).where(eq(categories.slug, KMY_CATEGORY));
  const rows = await db
    .selectDistinct({ id: packages.id, sortOrder: packages.sortOrder, title: packages.title })
    .from(packages)
    .innerJoin(packageCategories, eq(packageCategories.packageId, packages.id))
    .innerJoin(categories, eq(categories.id, packageCategories.categoryId))
    .where(and(eq(packages.status, true), eq(packages.isRegistration, false), or(inArray(categories.id, kmy), inArray(categories.parentId, kmy))))
    .orderBy(asc(packages.sortOrder), asc(packages.title));
  return rows.map((row) => row.id);
}
