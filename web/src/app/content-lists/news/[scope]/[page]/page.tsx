import type { Metadata } from 'next';
import type { NewsListPageQuery } from '@/__generated__/NewsListPageQuery.graphql';
import newsListPageQueryNode from '@/__generated__/NewsListPageQuery.graphql';
import { NOT_FOUND_METADATA, NotFoundPage } from '@/components/errors/NotFoundPage';
import { NewsListPage } from '@/components/news/NewsListPage';
import { NEWS_DESCRIPTION, NEWS_HEADING } from '@/components/news/newsTexts';
import { ALL_SCOPE, CONTENT_PAGE_SIZE, contentListPath } from '@/config/contentListRoutes';
import { parseListPage } from '@/config/pagedLists';
import { cursorBeforePage } from '@/relay/offsetCursor';
import { loadSerializableQuery } from '@/relay/loadSerializableQuery';
import { rawConnectionSize } from '@/relay/rawConnectionSize';
import { serverQueryData } from '@/relay/serverQueryData';
import { pageMetadata } from '@/seo/pageMetadata';

/**
 * `/news` and `/news/{category}`, `?page=N` included, rewritten here (src/config/contentListRoutes.ts). A cached
 * page (web/README.md "Cached public pages"); an unknown category or a page past the end is a cached 404.
 */
export const dynamic = 'force-static';
export const revalidate = 600;

interface NewsListRouteProps {
  params: Promise<{ scope: string; page: string }>;
}

async function loadNewsList(params: NewsListRouteProps['params']) {
  const { scope, page: segment } = await params;
  const page = parseListPage(segment);
  if (page === null) return null;
  const isCategory = scope !== ALL_SCOPE;
  const preloaded = await loadSerializableQuery<NewsListPageQuery>(newsListPageQueryNode, {
    category: isCategory ? scope : null,
    cursor: cursorBeforePage(page, CONTENT_PAGE_SIZE),
  });
  const data = serverQueryData(preloaded);
  if (data === null) return null;
  const category = data.newsCategories.find((candidate) => candidate.slug === scope) ?? null;
  // Page 1 of a category with no news yet is a page; a later page with none is past the end.
  const found = (!isCategory || category !== null) && (page === 1 || rawConnectionSize(preloaded, 'news') !== 0);
  return found ? { preloaded, category, page, scope } : null;
}

export async function generateMetadata({ params }: NewsListRouteProps): Promise<Metadata> {
  const list = await loadNewsList(params);
  if (list === null) return NOT_FOUND_METADATA;
  const title = list.category?.title ?? NEWS_HEADING;
  return pageMetadata({
    title: list.page > 1 ? `${title} (page ${list.page})` : title,
    description: list.category?.description ?? NEWS_DESCRIPTION,
    path: contentListPath('news', list.scope, list.page),
  });
}

export default async function NewsListRoute({ params }: NewsListRouteProps) {
  const list = await loadNewsList(params);
  if (list === null) return <NotFoundPage />;
  return <NewsListPage preloaded={list.preloaded} page={list.page} />;
}
