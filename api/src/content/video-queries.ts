import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { videos } from '../db/schema/content-media.ts';
import { listOrder, offsetOf } from './list-query.ts';
import type { Video } from './schemas.ts';

/** "4:32", or "1:02:05" past an hour. */
export function durationLabel(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

const toVideo = (row: typeof videos.$inferSelect): Video => ({
  _id: row.id,
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  image: row.image,
  durationSeconds: row.durationSeconds,
  duration: durationLabel(row.durationSeconds),
  tags: row.tags,
  source: row.sourceKind === 'file' ? { kind: 'file', url: row.sourceUrl, mimeType: 'video/webm' } : { kind: 'embed', url: row.sourceUrl, mimeType: null },
  publishedAt: row.publishedAt.toISOString(),
});

export async function pageVideos(db: Db, filters: { tag?: string | undefined }, mode: { page: number; limit: number }) {
  const where = filters.tag === undefined ? undefined : sql`${filters.tag} = any(${videos.tags})`;
  const [rows, [totals]] = await Promise.all([
    db.select().from(videos).where(where).orderBy(...listOrder(videos)).limit(mode.limit).offset(offsetOf(mode)),
    db.select({ total: count() }).from(videos).where(where),
  ]);
  return { items: rows.map(toVideo), total: totals?.total ?? 0 };
}

export async function videosByIds(db: Db, ids: string[]): Promise<Video[]> {
  return (await db.select().from(videos).where(inArray(videos.id, ids))).map(toVideo);
}

export async function videoBySlug(db: Db, slug: string): Promise<Video | null> {
  const [row] = await db.select().from(videos).where(eq(videos.slug, slug)).limit(1);
  return row ? toVideo(row) : null;
}
