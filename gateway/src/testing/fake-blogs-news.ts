import type { ContentCategoryModel } from '../rest/content/articles.ts';
import type { BlogCardModel } from '../rest/blogs/types.ts';
import type { NewsCardModel } from '../rest/news/types.ts';
import { failure, ok, paged, type FakeReply } from './fake-upstream.ts';
import { objectId } from './fixtures.ts';

/** The REST shapes without the `kind` tag the gateway's schemas add. */
type RestCard<T> = Omit<T, 'kind'> & { blogimage?: string; newsimage?: string };

/** Blogs and news as the fake api holds them, newest first; bodies are Markdown-free HTML already. */
export interface FakeArticles {
  blogCategories: ContentCategoryModel[];
  blogs: RestCard<BlogCardModel>[];
  newsCategories: ContentCategoryModel[];
  news: RestCard<NewsCardModel>[];
}

const BLOG_CATEGORIES = [
  ['yatra-guides', 'Yatra Guides'],
  ['packing-lists', 'Packing Lists'],
] as const;

/** A blog card `n` days older than 2026-11-01, of the given category and destination. */
export function blogCard(n: number, category = 'yatra-guides', destination: string | null = 'kailash-mansarovar'): RestCard<BlogCardModel> {
  return {
    _id: objectId('e', n),
    slug: `blog-post-${n}`,
    title: `Blog post ${n}`,
    summary: `What pilgrims should know, part ${n}.`,
    image: `/media/blogs/blog-post-${n}`,
    blogimage: `/media/blogs/blog-post-${n}`,
    category,
    categoryTitle: BLOG_CATEGORIES.find(([slug]) => slug === category)?.[1] ?? 'Yatra Guides',
    destination: destination === null ? null : { slug: destination, title: 'Kailash Mansarovar' },
    author: 'Yatra desk',
    readingMinutes: 4,
    publishedAt: new Date(Date.UTC(2026, 10, 1 - n)).toISOString(),
  };
}

/** A news card `n` days older than 2026-11-01. */
export function newsCard(n: number, category = 'yatra-updates'): RestCard<NewsCardModel> {
  return {
    _id: objectId('f', n),
    slug: `news-item-${n}`,
    title: `News item ${n}`,
    summary: `An update for pilgrims, number ${n}.`,
    image: `/media/news/news-item-${n}`,
    newsimage: `/media/news/news-item-${n}`,
    category,
    categoryTitle: 'Yatra Updates',
    destination: null,
    publishedAt: new Date(Date.UTC(2026, 10, 1 - n)).toISOString(),
  };
}

const category = (n: number, slug: string, title: string, count: number): ContentCategoryModel => ({
  _id: objectId('9', n),
  slug,
  title,
  description: `${title} for pilgrims.`,
  count,
});

/**
 * 15 blogs (1..10 yatra guides about Kailash Mansarovar, 11..15 packing lists about Char Dham; the seed's guide
 * `kailash-mansarovar-yatra-complete-guide` is blog 1) and 5 news items (`kailash-mansarovar-yatra-2026-dates` first).
 */
export function standardArticles(): FakeArticles {
  const blogs = Array.from({ length: 15 }, (_, index) =>
    index < 10 ? blogCard(index + 1) : blogCard(index + 1, 'packing-lists', 'char-dham'),
  );
  blogs[0] = { ...blogs[0]!, slug: 'kailash-mansarovar-yatra-complete-guide', title: 'Kailash Mansarovar Yatra: the complete guide' };
  const news = Array.from({ length: 5 }, (_, index) => newsCard(index + 1));
  news[0] = { ...news[0]!, slug: 'kailash-mansarovar-yatra-2026-dates', title: 'Kailash Mansarovar Yatra 2026 dates' };
  return {
    blogCategories: [category(1, 'yatra-guides', 'Yatra Guides', 10), category(2, 'packing-lists', 'Packing Lists', 5)],
    blogs,
    newsCategories: [category(3, 'yatra-updates', 'Yatra Updates', 5)],
    news,
  };
}

/** The body every fake detail has: what the api's sanitiser lets through. */
export const FAKE_BODY_HTML = '<h2>Before you go</h2><p>Carry your passport.</p>';

type Card = { _id: string; slug: string; category: string; destination: { slug: string } | null };

/** One list path in its three modes (a page, `id[]`, `filterby=slug`), as CONTRACT.md "Conventions" has them. */
function articleList<T extends Card>(items: T[], categories: ContentCategoryModel[], notFound: string, categoryNotFound: string) {
  return (url: URL): FakeReply => {
    const ids = url.searchParams.getAll('id[]');
    if (ids.length > 0) {
      const found = ids.flatMap((id) => items.find((item) => item._id === id) ?? []);
      return paged(found, found.length, 1, Math.max(found.length, 1));
    }
    if (url.searchParams.get('filterby') === 'slug') {
      const item = items.find((candidate) => candidate.slug === url.searchParams.get('query'));
      if (item === undefined) return failure(404, notFound);
      const related = items.filter((other) => other.category === item.category && other._id !== item._id).slice(0, 4);
      return ok({ ...item, bodyHtml: FAKE_BODY_HTML, related });
    }
    const categorySlug = url.searchParams.get('category');
    if (categorySlug !== null && !categories.some((c) => c.slug === categorySlug)) return failure(404, categoryNotFound);
    const destination = url.searchParams.get('destination');
    const all = items.filter(
      (item) => (categorySlug === null || item.category === categorySlug) && (destination === null || item.destination?.slug === destination),
    );
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? 12);
    return paged(all.slice((page - 1) * limit, page * limit), all.length, page, limit);
  };
}

/** The fake api's `/blog-categories`, `/blogs`, `/news-categories` and `/news` routes. */
export function articleRoutes(articles: FakeArticles): [RegExp, (url: URL) => FakeReply | undefined][] {
  return [
    [/^\/blog-categories$/, () => ok(articles.blogCategories)],
    [/^\/news-categories$/, () => ok(articles.newsCategories)],
    [/^\/blogs$/, articleList(articles.blogs, articles.blogCategories, 'Blog not found', 'Blog category not found')],
    [/^\/news$/, articleList(articles.news, articles.newsCategories, 'News not found', 'News category not found')],
  ];
}
