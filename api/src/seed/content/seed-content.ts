import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { packages } from '../../db/schema/catalogue.ts';
import { collectionPackages, contentCategories, contentItems } from '../../db/schema/content.ts';
import { photoAlbums, photos, videos, webStories, webStorySlides } from '../../db/schema/content-media.ts';
import { notices, pages } from '../../db/schema/content-pages.ts';
import { buildContent, type ContentRows } from './build-content.ts';

/**
 * Replaces every content row inside the caller's transaction (the catalogue's seed, or seedContent below).
 * Nothing outside content references these tables, so truncating is safe and a re-run gives the same rows.
 */
export async function replaceContent(tx: Db, rows: ContentRows): Promise<void> {
  await tx.execute(
    sql`truncate table ${collectionPackages}, ${webStorySlides}, ${photos}, ${contentItems}, ${contentCategories}, ${webStories}, ${videos}, ${photoAlbums}, ${pages}, ${notices}`,
  );
  await tx.insert(contentCategories).values(rows.contentCategories);
  await tx.insert(contentItems).values(rows.contentItems);
  await tx.insert(collectionPackages).values(rows.collectionPackages);
  await tx.insert(webStories).values(rows.webStories);
  await tx.insert(webStorySlides).values(rows.webStorySlides);
  await tx.insert(videos).values(rows.videos);
  await tx.insert(photoAlbums).values(rows.photoAlbums);
  await tx.insert(photos).values(rows.photos);
  await tx.insert(pages).values(rows.pages);
  await tx.insert(notices).values(rows.notices);
}

/** The content rows for the packages now in the database. */
export async function contentForDatabase(db: Db, today: Date): Promise<ContentRows> {
  const slugs = await db.select({ slug: packages.slug }).from(packages);
  return buildContent(new Set(slugs.map((row) => row.slug)), today);
}

/** Seeds (or reseeds) the content alone, in one transaction: a database migrated from before issue 11. */
export async function seedContent(db: Db, options: { today?: Date } = {}): Promise<ContentRows> {
  const rows = await contentForDatabase(db, options.today ?? new Date());
  await db.transaction(async (tx) => replaceContent(tx, rows));
  return rows;
}

/** True when the content tables were never seeded (no static page yet). */
export async function isContentEmpty(db: Db): Promise<boolean> {
  return (await db.select({ id: pages.id }).from(pages).limit(1)).length === 0;
}
