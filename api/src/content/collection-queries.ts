import { and, asc, count, eq, exists, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { packages } from '../db/schema/catalogue.ts';
import { collectionPackages, contentItems } from '../db/schema/content.ts';
import { listOrder, offsetOf } from './list-query.ts';
import { renderMarkdown } from './markdown.ts';
import type { CollectionCard } from './schemas.ts';

/**
 * Listed packages of the row's collection, counted in the same query (a correlated sub-select, not a query per
 * row). Qualified by hand: inside a select list drizzle prints bare column names, and a bare "id" would be the
 * package's.
 */
const packageCount = sql<number>`(
  select count(*)::int from "collection_packages" cp
  join "packages" p on p."id" = cp."package_id"
  where cp."collection_id" = "content_items"."id" and p."status"
)`;

const columns = {
  id: contentItems.id,
  slug: contentItems.slug,
  title: contentItems.title,
  summary: contentItems.summary,
  image: contentItems.image,
  publishedAt: contentItems.publishedAt,
  packageCount,
};

type Row = { id: string; slug: string; title: string; summary: string; image: string; publishedAt: Date; packageCount: number };

const toCard = (row: Row): CollectionCard => ({
  _id: row.id,
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  image: row.image,
  collectionimage: row.image,
  packageCount: row.packageCount,
  publishedAt: row.publishedAt.toISOString(),
});

const isCollection = eq(contentItems.kind, 'collection');

export async function pageCollections(db: Db, filters: { packageId?: string | undefined }, mode: { page: number; limit: number }) {
  const holding =
    filters.packageId === undefined
      ? undefined
      : exists(
          db
            .select({ one: sql`1` })
            .from(collectionPackages)
            .where(and(eq(collectionPackages.collectionId, contentItems.id), eq(collectionPackages.packageId, filters.packageId))),
        );
  const where = and(isCollection, holding);
  const [rows, [totals]] = await Promise.all([
    db.select(columns).from(contentItems).where(where).orderBy(...listOrder(contentItems)).limit(mode.limit).offset(offsetOf(mode)),
    db.select({ total: count() }).from(contentItems).where(where),
  ]);
  return { items: rows.map(toCard), total: totals?.total ?? 0 };
}

export async function collectionsByIds(db: Db, ids: string[]): Promise<CollectionCard[]> {
  return (await db.select(columns).from(contentItems).where(and(isCollection, inArray(contentItems.id, ids)))).map(toCard);
}

/** A collection's card, HTML body and package ids in its order; null when unknown. */
export async function collectionBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({ ...columns, markdown: contentItems.bodyMarkdown })
    .from(contentItems)
    .where(and(isCollection, eq(contentItems.slug, slug)))
    .limit(1);
  if (!row) return null;
  const members = await db
    .select({ packageId: collectionPackages.packageId })
    .from(collectionPackages)
    .where(eq(collectionPackages.collectionId, row.id))
    .orderBy(asc(collectionPackages.position));
  return { card: toCard(row), bodyHtml: renderMarkdown(row.markdown), packageIds: members.map((member) => member.packageId) };
}
