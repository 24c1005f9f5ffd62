import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { categories, packages } from '../db/schema/catalogue.ts';
import { contentItems } from '../db/schema/content.ts';

export const mediaKinds = ['packages', 'categories', 'blogs', 'news', 'collections'] as const;
export type MediaKind = (typeof mediaKinds)[number];

const contentKindOf = { blogs: 'blog', news: 'news', collections: 'collection' } as const;

/** The title drawn on an item's image, or null when no item of that kind has the slug. */
export async function findMediaTitle(db: Db, kind: MediaKind, slug: string): Promise<string | null> {
  if (kind === 'packages') {
    const [row] = await db.select({ title: packages.title }).from(packages).where(eq(packages.slug, slug)).limit(1);
    return row?.title ?? null;
  }
  if (kind === 'categories') {
    const [row] = await db.select({ title: categories.title }).from(categories).where(eq(categories.slug, slug)).limit(1);
    return row?.title ?? null;
  }
  const [row] = await db
    .select({ title: contentItems.title })
    .from(contentItems)
    .where(and(eq(contentItems.kind, contentKindOf[kind]), eq(contentItems.slug, slug)))
    .limit(1);
  return row?.title ?? null;
}
