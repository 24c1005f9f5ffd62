import { describe, expect, it } from 'vitest';
import { baseCatalogue } from '../build-catalogue.ts';
import { categorySeeds } from '../categories.ts';
import { buildContent } from './build-content.ts';

const packageSlugs = new Set(baseCatalogue.map((seed) => seed.slug));
const rows = buildContent(packageSlugs, new Date('2026-03-01T00:00:00Z'));
const items = (kind: 'blog' | 'news' | 'collection') => rows.contentItems.filter((row) => row.kind === kind);

describe('the content seed', () => {
  it('has at least 20 blogs in at least 4 categories, each with a body', () => {
    expect(items('blog').length).toBeGreaterThanOrEqual(20);
    expect(new Set(items('blog').map((row) => row.category)).size).toBeGreaterThanOrEqual(4);
    for (const slug of ['yatra-guides', 'packing-lists', 'altitude-and-health', 'temple-stories']) {
      expect(items('blog').filter((row) => row.category === slug).length, slug).toBeGreaterThanOrEqual(3);
    }
    for (const row of items('blog')) expect(row.bodyMarkdown?.length ?? 0, row.slug).toBeGreaterThan(200);
  });

  it('has at least 12 news items in categories, and collections that all hold packages', () => {
    expect(items('news').length).toBeGreaterThanOrEqual(12);
    expect(new Set(items('news').map((row) => row.category)).size).toBeGreaterThanOrEqual(3);
    for (const collection of items('collection')) {
      expect(rows.collectionPackages.filter((row) => row.collectionId === collection.id).length, collection.slug).toBeGreaterThanOrEqual(3);
    }
  });

  it('has at least 8 web stories of 5 to 8 slides, 12 videos (some kmy) and 3 albums', () => {
    expect(rows.webStories.length).toBeGreaterThanOrEqual(8);
    for (const story of rows.webStories) {
      const slides = rows.webStorySlides.filter((slide) => slide.storyId === story.id).length;
      expect(slides, story.slug).toBeGreaterThanOrEqual(5);
      expect(slides, story.slug).toBeLessThanOrEqual(8);
    }
    expect(rows.videos.length).toBeGreaterThanOrEqual(12);
    expect(rows.videos.filter((video) => video.tags?.includes('kmy')).length).toBeGreaterThanOrEqual(4);
    expect(rows.photoAlbums.length).toBeGreaterThanOrEqual(3);
  });

  it('dates the noticeboard from the seed day', () => {
    const current = rows.notices.filter((notice) => notice.publishedAt <= new Date('2026-03-01T12:00:00Z') && (notice.expiresAt === null || notice.expiresAt! > new Date('2026-03-01T12:00:00Z')));
    expect(current.length).toBeGreaterThanOrEqual(4);
  });

  it('gives every row a 24-hex id and unique slugs per kind', () => {
    const all = [...rows.contentItems, ...rows.webStories, ...rows.videos, ...rows.photoAlbums, ...rows.pages, ...rows.photos, ...rows.notices];
    for (const row of all) expect(row.id).toMatch(/^[0-9a-f]{24}$/);
    expect(new Set(all.map((row) => row.id)).size).toBe(all.length);
  });

  it('refuses a collection or page naming a package the catalogue does not have', () => {
    expect(() => buildContent(new Set(), new Date())).toThrow(/names an unknown package/);
  });
});

describe('the internal links of the content seed', () => {
  const categorySlugs = new Set(categorySeeds.flatMap((top) => [top.slug, ...(top.subCategories ?? []).map((sub) => sub.slug)]));
  const homeOf = new Map(baseCatalogue.map((seed) => [seed.slug, seed.categories[0]]));
  const articlePaths = new Set(rows.contentItems.filter((row) => row.kind !== 'collection').map((row) => `/${row.kind === 'blog' ? 'blogs' : 'news'}/${row.category}/${row.slug}`));
  const pagePaths = new Set([...rows.pages.map((page) => `/${page.slug}`), '/registration/kmy/add']);

  /** Would the site answer this path (spec §2 routes)? */
  const resolves = (path: string): boolean => {
    const parts = path.split('/').filter(Boolean);
    if (parts[0] === 'blogs' || parts[0] === 'news') return articlePaths.has(path);
    if (parts[0] === 'package' && parts.length === 2) return categorySlugs.has(parts[1] ?? '');
    if (parts.length === 2 && homeOf.has(parts[1] ?? '')) return homeOf.get(parts[1] ?? '') === parts[0];
    return pagePaths.has(path);
  };

  it('links only to pages that exist: articles under their category, packages under their home category', () => {
    const bodies = [...rows.contentItems.map((row) => row.bodyMarkdown ?? ''), ...rows.pages.map((page) => page.bodyMarkdown)];
    const linked = [
      ...bodies.flatMap((body) => [...body.matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1] ?? '')),
      ...rows.webStorySlides.flatMap((slide) => (slide.linkUrl ? [slide.linkUrl] : [])),
      ...rows.notices.flatMap((notice) => (notice.linkUrl ? [notice.linkUrl] : [])),
    ];
    expect(linked.length).toBeGreaterThan(20);
    expect(linked.filter((path) => !resolves(path))).toEqual([]);
  });

  it('keeps every summary short enough for a card and a meta description', () => {
    const summaries = [...rows.contentItems, ...rows.webStories, ...rows.videos, ...rows.photoAlbums, ...rows.pages].map((row) => row.summary ?? '');
    for (const summary of summaries) {
      expect(summary.length).toBeGreaterThan(20);
      expect(summary.length).toBeLessThanOrEqual(300);
    }
  });
});
