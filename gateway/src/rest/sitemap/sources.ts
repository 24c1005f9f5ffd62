import type { z } from 'zod';
import { MAX_REST_LIMIT } from '../../domain/relay/index.ts';
import type { RestClient } from '../http.ts';
import { pathSegment } from '../url.ts';
import {
  sitemapArticleSchema,
  sitemapCategorySchema,
  sitemapDatedSchema,
  sitemapPackageSchema,
  sitemapPageSchema,
} from './schemas.ts';
import type { SitemapEntryModel, SitemapSourcePage } from './types.ts';

/** One REST list the sitemap reads: paged with `limit` ≤ 100, or answered whole (`pageSize` Infinity). */
export interface SitemapSource {
  pageSize: number;
  fetchPage(client: RestClient, page: number): Promise<SitemapSourcePage>;
}

const seg = pathSegment;

function pagedSource<T>(path: string, item: z.ZodType<T>, toEntry: (item: T) => SitemapEntryModel | null): SitemapSource {
  return {
    pageSize: MAX_REST_LIMIT,
    async fetchPage(client, page) {
      const answer = await client.getPage(path, { page, limit: MAX_REST_LIMIT }, item);
      return { entries: (answer?.items ?? []).map(toEntry), total: answer?.total ?? 0 };
    },
  };
}

function wholeListSource<T>(path: string, query: Record<string, boolean>, item: z.ZodType<T>, toEntry: (item: T) => SitemapEntryModel): SitemapSource {
  const list = item.array();
  return {
    pageSize: Number.POSITIVE_INFINITY,
    async fetchPage(client) {
      const entries = ((await client.getData(path, query, list)) ?? []).map(toEntry);
      return { entries, total: entries.length };
    },
  };
}

/**
 * The lists behind `Query.sitemap`, in the order their entries are concatenated (api/CONTRACT.md, "Paths on the
 * site"). A package's path uses its home category (the first); a package without one is left out.
 */
export const SITEMAP_SOURCES: readonly SitemapSource[] = [
  pagedSource('/page', sitemapPageSchema, (page) => ({ path: `/${seg(page.slug)}`, updatedAt: page.updatedAt, kind: 'PAGE' })),
  wholeListSource('/categorylist', { status: true }, sitemapCategorySchema, (category) => ({
    path: `/package/${seg(category.slug)}`,
    updatedAt: null,
    kind: 'CATEGORY',
  })),
  wholeListSource('/blog-categories', {}, sitemapCategorySchema, (category) => ({
    path: `/blogs/${seg(category.slug)}`,
    updatedAt: null,
    kind: 'BLOG_CATEGORY',
  })),
  pagedSource('/blogs', sitemapArticleSchema, (blog) => ({
    path: `/blogs/${seg(blog.category)}/${seg(blog.slug)}`,
    updatedAt: blog.publishedAt,
    kind: 'BLOG',
  })),
  pagedSource('/news', sitemapArticleSchema, (news) => ({
    path: `/news/${seg(news.category)}/${seg(news.slug)}`,
    updatedAt: news.publishedAt,
    kind: 'NEWS',
  })),
  pagedSource('/collections', sitemapDatedSchema, (collection) => ({
    path: `/collections/${seg(collection.slug)}`,
    updatedAt: collection.publishedAt,
    kind: 'COLLECTION',
  })),
  pagedSource('/webstory-list', sitemapDatedSchema, (story) => ({
    path: `/webstories/view/${seg(story.slug)}`,
    updatedAt: story.publishedAt,
    kind: 'WEB_STORY',
  })),
  pagedSource('/packages', sitemapPackageSchema, (pkg) => {
    const home = pkg.category[0];
    return home ? { path: `/${seg(home.slug)}/${seg(pkg.slug)}`, updatedAt: null, kind: 'PACKAGE' } : null;
  }),
];
