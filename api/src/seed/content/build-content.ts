import type { collectionPackages, contentCategories, contentItems, ContentKind } from '../../db/schema/content.ts';
import type { photoAlbums, photos, videos, webStories, webStorySlides } from '../../db/schema/content-media.ts';
import type { notices, pages } from '../../db/schema/content-pages.ts';
import { mediaPath, stableId } from '../ids.ts';
import { inSeason, seasonDating } from '../season/yatra-season.ts';
import { albumSeeds } from './albums.ts';
import { guideBlogs } from './blogs-guides.ts';
import { healthAndPackingBlogs } from './blogs-health-packing.ts';
import { templeBlogs } from './blogs-temples.ts';
import { blogCategorySeeds, newsCategorySeeds } from './categories.ts';
import { collectionSeeds } from './collections.ts';
import { NEWS_AUTHOR, newsSeeds } from './news.ts';
import { noticeSeeds } from './notices.ts';
import { companyPages } from './pages-company.ts';
import { kmyPages } from './pages-kmy.ts';
import { policyPages } from './pages-policies.ts';
import { storySeeds } from './stories.ts';
import type { ArticleSeed, CategorySeedRow } from './types.ts';
import { videoSeeds } from './videos.ts';

export type ContentRows = {
  contentCategories: (typeof contentCategories.$inferInsert)[];
  contentItems: (typeof contentItems.$inferInsert)[];
  collectionPackages: (typeof collectionPackages.$inferInsert)[];
  webStories: (typeof webStories.$inferInsert)[];
  webStorySlides: (typeof webStorySlides.$inferInsert)[];
  videos: (typeof videos.$inferInsert)[];
  photoAlbums: (typeof photoAlbums.$inferInsert)[];
  photos: (typeof photos.$inferInsert)[];
  pages: (typeof pages.$inferInsert)[];
  notices: (typeof notices.$inferInsert)[];
};

export const blogSeeds: ArticleSeed[] = [...guideBlogs, ...healthAndPackingBlogs, ...templeBlogs];
export const pageSeeds = [...companyPages, ...policyPages, ...kmyPages];

const BLOG_AUTHORS = ['Anand Joshi', 'Meera Rawat', 'Dr. Sanjay Mehta', 'Kavita Negi'];
const DAY_MS = 24 * 60 * 60 * 1000;
type Published = (isoDate: string) => Date;

/**
 * Every content row. Package slugs (collections, pages) must name packages of `packageSlugs` — the catalogue
 * seeded in the same transaction — or the build throws. `today` dates the noticeboard, and moves the texts' season
 * years and the publication dates on to the coming season (season/yatra-season.ts).
 */
export function buildContent(packageSlugs: ReadonlySet<string>, today: Date): ContentRows {
  const dating = seasonDating(today);
  /** 06:00 UTC is 11:30 in India: content is published in the working day. */
  const published: Published = (isoDate) => dating.date(isoDate, '06:00:00');
  const packageId = (owner: string) => (slug: string) => {
    if (!packageSlugs.has(slug)) throw new Error(`Seed content ${owner} names an unknown package ${slug}`);
    return stableId('package', slug);
  };
  const rows: ContentRows = {
    contentCategories: [...categoryRows('blog', blogCategorySeeds), ...categoryRows('news', newsCategorySeeds)],
    contentItems: [],
    collectionPackages: [],
    webStories: [],
    webStorySlides: [],
    videos: [],
    photoAlbums: [],
    photos: [],
    pages: [],
    notices: [],
  };
  const known = (kind: 'blog' | 'news') => new Set(rows.contentCategories.filter((row) => row.kind === kind).map((row) => row.slug));
  const [blogCategories, newsCategories] = [known('blog'), known('news')];
  for (const seed of blogSeeds) if (!blogCategories.has(seed.category)) throw new Error(`Seed blog ${seed.slug} names an unknown category ${seed.category}`);
  for (const seed of newsSeeds) if (!newsCategories.has(seed.category)) throw new Error(`Seed news ${seed.slug} names an unknown category ${seed.category}`);
  blogSeeds.forEach((seed, index) => rows.contentItems.push(articleRow('blog', seed, BLOG_AUTHORS[index % BLOG_AUTHORS.length] ?? null, published)));
  for (const seed of newsSeeds) rows.contentItems.push(articleRow('news', seed, NEWS_AUTHOR, published));
  for (const seed of collectionSeeds) {
    const id = stableId('collection', seed.slug);
    const image = mediaPath('collections', seed.slug);
    rows.contentItems.push({ id, kind: 'collection', slug: seed.slug, title: seed.title, category: null, image, publishedAt: published(seed.published), summary: seed.summary, bodyMarkdown: seed.body });
    seed.packages.map(packageId(seed.slug)).forEach((id2, position) => rows.collectionPackages.push({ collectionId: id, packageId: id2, position }));
  }
  for (const story of storySeeds) {
    const storyId = stableId('web-story', story.slug);
    rows.webStories.push({ id: storyId, slug: story.slug, title: story.title, summary: story.summary, image: mediaPath('stories', story.slug), publishedAt: published(story.published) });
    story.slides.forEach((slide, index) =>
      rows.webStorySlides.push({
        storyId,
        position: index + 1,
        image: mediaPath('stories', `${story.slug}-${index + 1}`),
        heading: slide.heading,
        text: slide.text,
        linkUrl: slide.link?.url ?? null,
        linkLabel: slide.link?.label ?? null,
      }),
    );
  }
  for (const video of videoSeeds) {
    rows.videos.push({
      id: stableId('video', video.slug),
      slug: video.slug,
      title: video.title,
      summary: video.summary,
      image: mediaPath('videos', video.slug),
      durationSeconds: video.seconds,
      tags: video.tags,
      sourceKind: 'file',
      sourceUrl: `/media/clips/${video.slug}.webm`,
      publishedAt: published(video.published),
    });
  }
  for (const album of albumSeeds) {
    const albumId = stableId('photo-album', album.slug);
    rows.photoAlbums.push({ id: albumId, slug: album.slug, title: album.title, summary: album.summary, image: mediaPath('albums', album.slug), tags: album.tags, publishedAt: published(album.published) });
    album.photos.forEach((photo, index) => {
      const name = `${album.slug}-${index + 1}`;
      const [width, height] = photo.portrait ? [1067, 1600] : [1600, 1067];
      rows.photos.push({ id: stableId('photo', name), albumId, position: index + 1, image: mediaPath('photos', name), caption: photo.caption, width, height });
    });
  }
  for (const page of pageSeeds) {
    rows.pages.push({
      id: stableId('page', page.slug),
      slug: page.slug,
      title: page.title,
      summary: page.summary,
      image: mediaPath('pages', page.slug),
      bodyMarkdown: page.body,
      packageIds: (page.packages ?? []).map(packageId(page.slug)),
      bankAccounts: page.bankAccounts ?? [],
      links: page.links ?? [],
      publishedAt: published(page.published),
      updatedAt: published(page.updated),
    });
  }
  const startOfDay = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  for (const notice of noticeSeeds) {
    rows.notices.push({
      id: stableId('notice', notice.key),
      title: notice.title,
      text: notice.text,
      linkUrl: notice.link?.url ?? null,
      linkLabel: notice.link?.label ?? null,
      // 04:30 UTC is 10:00 in India; a notice expires at the end of its last day in India (18:30 UTC).
      publishedAt: new Date(startOfDay - notice.daysAgo * DAY_MS + 4.5 * 60 * 60 * 1000),
      expiresAt: notice.expiresInDays === null ? null : new Date(startOfDay + notice.expiresInDays * DAY_MS + 18.5 * 60 * 60 * 1000),
    });
  }
  return inSeasonRows(rows, (row) => inSeason(row, dating));
}

/** Every row of every table with its texts' season years filled in. */
function inSeasonRows(rows: ContentRows, fill: <Row extends object>(row: Row) => Row): ContentRows {
  const filled = Object.entries(rows).map(([table, tableRows]: [string, object[]]) => [table, tableRows.map(fill)]);
  return Object.fromEntries(filled) as ContentRows;
}

function categoryRows(kind: 'blog' | 'news', seeds: CategorySeedRow[]): ContentRows['contentCategories'] {
  return seeds.map((seed, index) => ({ id: stableId(`${kind}-category`, seed.slug), kind, slug: seed.slug, title: seed.title, description: seed.description, sortOrder: (index + 1) * 10 }));
}

const articleMedia = { blog: 'blogs', news: 'news' } as const;

function articleRow(kind: Exclude<ContentKind, 'collection'>, seed: ArticleSeed, author: string | null, published: Published): ContentRows['contentItems'][number] {
  return {
    id: stableId(kind, seed.slug),
    kind,
    slug: seed.slug,
    title: seed.title,
    category: seed.category,
    image: mediaPath(articleMedia[kind], seed.slug),
    publishedAt: published(seed.published),
    summary: seed.summary,
    bodyMarkdown: seed.body,
    destination: seed.destination,
    author: seed.author ?? author,
  };
}
