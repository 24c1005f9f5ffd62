import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { WebStoriesPageQuery } from '@/__generated__/WebStoriesPageQuery.graphql';
import webStoriesPageQueryNode from '@/__generated__/WebStoriesPageQuery.graphql';
import { WEB_STORIES_DESCRIPTION, WEB_STORIES_TITLE, WebStoriesPage } from '@/components/web-stories/WebStoriesPage';
import { cursorBeforePage } from '@/relay/offsetCursor';
import { loadSerializableQuery } from '@/relay/loadSerializableQuery';
import { serverQueryData } from '@/relay/serverQueryData';
import { parseListPage } from '@/config/pagedLists';
import { WEB_STORIES_PAGE_SIZE, webStoriesPagePath } from '@/config/webStoriesRoute';
import { pageMetadata } from '@/seo/pageMetadata';

/**
 * `/webstories` and `/webstories?page=N` (next.config.ts rewrites both here, `src/config/pagedLists.ts`): a
 * cached page (web/README.md "Cached public pages") under a dynamic segment, so a page link works without
 * JavaScript and each page is rendered once.
 */
export const dynamic = 'force-static';
export const revalidate = 600;

interface WebStoriesRouteProps {
  params: Promise<{ page: string }>;
}

function loadPage(page: number) {
  const cursor = cursorBeforePage(page, WEB_STORIES_PAGE_SIZE);
  return loadSerializableQuery<WebStoriesPageQuery>(webStoriesPageQueryNode, { cursor });
}

export async function generateMetadata({ params }: WebStoriesRouteProps): Promise<Metadata> {
  const page = parseListPage((await params).page) ?? 1;
  const title = page === 1 ? WEB_STORIES_TITLE : `${WEB_STORIES_TITLE}, page ${page}`;
  return pageMetadata({ title, description: WEB_STORIES_DESCRIPTION, path: webStoriesPagePath(page) });
}

export default async function WebStoriesRoute({ params }: WebStoriesRouteProps) {
  const page = parseListPage((await params).page);
  if (page === null) notFound();
  const preloaded = await loadPage(page);
  const data = serverQueryData(preloaded) as { webStories?: { edges: unknown[] } } | null;
  // Page 1 may be empty (no stories yet); a later page past the end is not a page.
  if (data?.webStories == null || (page > 1 && data.webStories.edges.length === 0)) notFound();
  return <WebStoriesPage preloaded={preloaded} page={page} />;
}
