import type { Metadata } from 'next';
import type { BlogListPageQuery } from '@/__generated__/BlogListPageQuery.graphql';
import blogListPageQueryNode from '@/__generated__/BlogListPageQuery.graphql';
import { BlogListPage } from '@/components/blogs/BlogListPage';
import { BLOGS_DESCRIPTION, BLOGS_HEADING } from '@/components/blogs/blogTexts';
import { NOT_FOUND_METADATA, NotFoundPage } from '@/components/errors/NotFoundPage';
import { ALL_SCOPE, CONTENT_PAGE_SIZE, contentListPath } from '@/config/contentListRoutes';
import { parseListPage } from '@/config/pagedLists';
import { cursorBeforePage } from '@/relay/offsetCursor';
import { loadSerializableQuery } from '@/relay/loadSerializableQuery';
import { rawConnectionSize } from '@/relay/rawConnectionSize';
import { serverQueryData } from '@/relay/serverQueryData';
import { pageMetadata } from '@/seo/pageMetadata';

/**
 * `/blogs` and `/blogs/{category}`, `?page=N` included, rewritten here (src/config/contentListRoutes.ts). A cached
 * page (web/README.md "Cached public pages"); an unknown category or a page past the end is a cached 404.
 */
export const dynamic = 'force-static';
export const revalidate = 600;

interface BlogListRouteProps {
  params: Promise<{ scope: string; page: string }>;
}

async function loadBlogList(params: BlogListRouteProps['params']) {
  const { scope, page: segment } = await params;
  const page = parseListPage(segment);
  if (page === null) return null;
  const isCategory = scope !== ALL_SCOPE;
  const preloaded = await loadSerializableQuery<BlogListPageQuery>(blogListPageQueryNode, {
    category: isCategory ? scope : null,
    cursor: cursorBeforePage(page, CONTENT_PAGE_SIZE),
  });
  const data = serverQueryData(preloaded);
  if (data === null) return null;
  const category = data.blogCategories.find((candidate) => candidate.slug === scope) ?? null;
  // Page 1 of a category with no posts yet is a page; a later page with none is past the end.
  const found = (!isCategory || category !== null) && (page === 1 || rawConnectionSize(preloaded, 'blogs') !== 0);
  return found ? { preloaded, category, page, scope } : null;
}

export async function generateMetadata({ params }: BlogListRouteProps): Promise<Metadata> {
  const list = await loadBlogList(params);
  if (list === null) return NOT_FOUND_METADATA;
  const title = list.category?.title ?? BLOGS_HEADING;
  return pageMetadata({
    title: list.page > 1 ? `${title} (page ${list.page})` : title,
    description: list.category?.description ?? BLOGS_DESCRIPTION,
    path: contentListPath('blogs', list.scope, list.page),
  });
}

export default async function BlogListRoute({ params }: BlogListRouteProps) {
  const list = await loadBlogList(params);
  if (list === null) return <NotFoundPage />;
  return <BlogListPage preloaded={list.preloaded} page={list.page} />;
}
