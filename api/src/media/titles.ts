import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { categories, packages } from '../db/schema/catalogue.ts';
import { contentItems } from '../db/schema/content.ts';
import { photoAlbums, photos, videos, webStories, webStorySlides } from '../db/schema/content-media.ts';
import { pages } from '../db/schema/content-pages.ts';

export const mediaKinds = ['packages', 'categories', 'blogs', 'news', 'collections', 'stories', 'videos', 'albums', 'photos', 'pages'] as const;
export type MediaKind = (typeof mediaKinds)[number];

const contentKindOf = { blogs: 'blog', news: 'news', collections: 'collection' } as const;

type TitleLookup = (db: Db, slug: string, path: string) => Promise<{ title: string } | undefined>;

const first = async <T>(rows: Promise<T[]>): Promise<T | undefined> => (await rows)[0];

/**
 * Where the title drawn on an image comes from. Content media are found by their stored path
 * (`/media/<kind>/<name>`), so slides and photos, named `<slug>-<n>`, need no parsing.
 */
const lookups: Record<MediaKind, TitleLookup> = {
  packages: (db, slug) => first(db.select({ title: packages.title }).from(packages).where(eq(packages.slug, slug)).limit(1)),
  categories: (db, slug) => first(db.select({ title: categories.title }).from(categories).where(eq(categories.slug, slug)).limit(1)),
  blogs: (db, slug) => contentTitle(db, 'blogs', slug),
  news: (db, slug) => contentTitle(db, 'news', slug),
  collections: (db, slug) => contentTitle(db, 'collections', slug),
  stories: async (db, _slug, path) =>
    (await first(db.select({ title: webStories.title }).from(webStories).where(eq(webStories.image, path)).limit(1))) ??
    first(db.select({ title: webStorySlides.heading }).from(webStorySlides).where(eq(webStorySlides.image, path)).limit(1)),
  videos: (db, _slug, path) => first(db.select({ title: videos.title }).from(videos).where(eq(videos.image, path)).limit(1)),
  albums: (db, _slug, path) => first(db.select({ title: photoAlbums.title }).from(photoAlbums).where(eq(photoAlbums.image, path)).limit(1)),
  photos: (db, _slug, path) => first(db.select({ title: photos.caption }).from(photos).where(eq(photos.image, path)).limit(1)),
  pages: (db, _slug, path) => first(db.select({ title: pages.title }).from(pages).where(eq(pages.image, path)).limit(1)),
};

function contentTitle(db: Db, kind: keyof typeof contentKindOf, slug: string) {
  return first(
    db
      .select({ title: contentItems.title })
      .from(contentItems)
      .where(and(eq(contentItems.kind, contentKindOf[kind]), eq(contentItems.slug, slug)))
      .limit(1),
  );
}

/** The title drawn on an item's image, or null when no item of that kind has the name. */
export async function findMediaTitle(db: Db, kind: MediaKind, slug: string): Promise<string | null> {
  return (await lookups[kind](db, slug, `/media/${kind}/${slug}`))?.title ?? null;
}
