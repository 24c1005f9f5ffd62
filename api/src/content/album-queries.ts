import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { photoAlbums, photos } from '../db/schema/content-media.ts';
import { listOrder, offsetOf } from './list-query.ts';
import type { PhotoAlbum, PhotoAlbumDetail } from './schemas.ts';

// Qualified by hand: inside a select list drizzle prints bare column names, and a bare "id" would be the photo's.
const photoCount = sql<number>`(select count(*)::int from "photos" where "photos"."album_id" = "photo_albums"."id")`;
const columns = {
  id: photoAlbums.id,
  slug: photoAlbums.slug,
  title: photoAlbums.title,
  summary: photoAlbums.summary,
  image: photoAlbums.image,
  tags: photoAlbums.tags,
  publishedAt: photoAlbums.publishedAt,
  photoCount,
};

type Row = { id: string; slug: string; title: string; summary: string; image: string; tags: string[]; publishedAt: Date; photoCount: number };

const toAlbum = (row: Row): PhotoAlbum => ({
  _id: row.id,
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  image: row.image,
  tags: row.tags,
  photoCount: row.photoCount,
  publishedAt: row.publishedAt.toISOString(),
});

type AlbumFilters = { tag?: string | undefined; tagFirst?: string | undefined };

/** A page of albums, newest first; with `tagFirst`, those with that tag come before the others. */
export async function pageAlbums(db: Db, filters: AlbumFilters, mode: { page: number; limit: number }) {
  const where = filters.tag === undefined ? undefined : sql`${filters.tag} = any(${photoAlbums.tags})`;
  const tagged = filters.tagFirst === undefined ? [] : [sql`(${filters.tagFirst} = any(${photoAlbums.tags})) desc`];
  const [rows, [totals]] = await Promise.all([
    db.select(columns).from(photoAlbums).where(where).orderBy(...tagged, ...listOrder(photoAlbums)).limit(mode.limit).offset(offsetOf(mode)),
    db.select({ total: count() }).from(photoAlbums).where(where),
  ]);
  return { items: rows.map(toAlbum), total: totals?.total ?? 0 };
}

export async function albumsByIds(db: Db, ids: string[]): Promise<PhotoAlbum[]> {
  return (await db.select(columns).from(photoAlbums).where(inArray(photoAlbums.id, ids))).map(toAlbum);
}

export async function albumBySlug(db: Db, slug: string): Promise<PhotoAlbumDetail | null> {
  const [row] = await db.select(columns).from(photoAlbums).where(eq(photoAlbums.slug, slug)).limit(1);
  if (!row) return null;
  const rows = await db.select().from(photos).where(eq(photos.albumId, row.id)).orderBy(asc(photos.position));
  return {
    ...toAlbum(row),
    photos: rows.map((photo) => ({ _id: photo.id, position: photo.position, image: photo.image, caption: photo.caption, width: photo.width, height: photo.height })),
  };
}
