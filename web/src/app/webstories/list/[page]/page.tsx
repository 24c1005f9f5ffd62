import type { Metadata } from 'next';
import type { WebStoriesPageQuery } from '@/__generated__/WebStoriesPageQuery.graphql';
import webStoriesPageQueryNode from '@/__generated__/WebStoriesPageQuery.graphql';
import { NOT_FOUND_METADATA, NotFoundPage } from '@/components/errors/NotFoundPage';
import { WebStoriesPage } from '@/components/web-stories/WebStoriesPage';
import { WEB_STORIES_DESCRIPTION, WEB_STORIES_TITLE } from '@/components/web-stories/webStoriesText';
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

/** The route's page, or null for a page that is not one: page 1 may be empty (no stories yet), a later page past the end is not a page. */
async function storiesPage(params: WebStoriesRouteProps['params']) {
  const page = parseListPage((await params).page);
  if (page === null) return null;
  const preloaded = await loadPage(page);
  const data = serverQueryData(preloaded) as { webStories?: { edges: unknown[] } } | null;
  return data?.webStories == null || (page > 1 && data.webStories.edges.length === 0) ? null : { page, preloaded };
}

export async function generateMetadata({ params }: WebStoriesRouteProps): Promise<Metadata> {
  const found = await storiesPage(params);
  if (found === null) return NOT_FOUND_METADATA;
  const { page } = found;
  const title = page === 1 ? WEB_STORIES_TITLE : `${WEB_STORIES_TITLE}, page ${page}`;
  return pageMetadata({ title, description: WEB_STORIES_DESCRIPTION, path: webStoriesPagePath(page) });
}

export default async function WebStoriesRoute({ params }: WebStoriesRouteProps) {
  const found = await storiesPage(params);
  if (found === null) return <NotFoundPage />;
  return <WebStoriesPage preloaded={found.preloaded} page={found.page} />;
}
