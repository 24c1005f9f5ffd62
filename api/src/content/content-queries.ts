import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contentItems } from '../db/schema/content.ts';
import type { ContentItem } from './content-schemas.ts';

/** Blogs, news and collections by id, in the order of `ids`; unknown ids are left out. */
export async function contentItemsByIds(db: Db, ids: string[]): Promise<ContentItem[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(contentItems).where(inArray(contentItems.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return [...new Set(ids)].flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ _id: row.id, slug: row.slug, title: row.title, kind: row.kind, category: row.category, image: row.image }] : [];
  });
}
