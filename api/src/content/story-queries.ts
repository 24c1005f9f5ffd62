import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { webStories, webStorySlides } from '../db/schema/content-media.ts';
import { listOrder, offsetOf } from './list-query.ts';
import type { WebStory, WebStoryDetail } from './schemas.ts';

type StoryRow = typeof webStories.$inferSelect;

/** The slides of many stories in one query, attached in position order. */
async function withSlides(db: Db, rows: StoryRow[]): Promise<WebStory[]> {
  if (rows.length === 0) return [];
  const slides = await db
    .select()
    .from(webStorySlides)
    .where(inArray(webStorySlides.storyId, rows.map((row) => row.id)))
    .orderBy(asc(webStorySlides.storyId), asc(webStorySlides.position));
  const byStory = new Map<string, WebStory['slides']>();
  for (const slide of slides) {
    const list = byStory.get(slide.storyId) ?? [];
    list.push({
      position: slide.position,
      image: slide.image,
      heading: slide.heading,
      text: slide.text,
      link: slide.linkUrl && slide.linkLabel ? { url: slide.linkUrl, label: slide.linkLabel } : null,
    });
    byStory.set(slide.storyId, list);
  }
  return rows.map((row) => ({
    _id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    image: row.image,
    publishedAt: row.publishedAt.toISOString(),
    slides: byStory.get(row.id) ?? [],
  }));
}

export async function pageStories(db: Db, mode: { page: number; limit: number }) {
  const [rows, [totals]] = await Promise.all([
    db.select().from(webStories).orderBy(...listOrder(webStories)).limit(mode.limit).offset(offsetOf(mode)),
    db.select({ total: count() }).from(webStories),
  ]);
  return { items: await withSlides(db, rows), total: totals?.total ?? 0 };
}

export async function storiesByIds(db: Db, ids: string[]): Promise<WebStory[]> {
  return withSlides(db, await db.select().from(webStories).where(inArray(webStories.id, ids)));
}

/** One story with its slides and its neighbours in list order; null when unknown. */
export async function storyBySlug(db: Db, slug: string): Promise<WebStoryDetail | null> {
  const [row] = await db.select().from(webStories).where(eq(webStories.slug, slug)).limit(1);
  if (!row) return null;
  // The slugs in list order: a story list is tens of rows, one small query, and no tuple comparisons to get wrong.
  const [[story], order] = await Promise.all([withSlides(db, [row]), db.select({ slug: webStories.slug }).from(webStories).orderBy(...listOrder(webStories))]);
  const index = order.findIndex((entry) => entry.slug === slug);
  if (!story) return null;
  return { ...story, nextSlug: order[index + 1]?.slug ?? null, previousSlug: index > 0 ? (order[index - 1]?.slug ?? null) : null };
}
