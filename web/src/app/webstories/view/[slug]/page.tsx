import type { Metadata } from 'next';
import type { WebStoryViewerPageQuery } from '@/__generated__/WebStoryViewerPageQuery.graphql';
import webStoryViewerPageQueryNode from '@/__generated__/WebStoryViewerPageQuery.graphql';
import { NOT_FOUND_METADATA, NotFoundPage } from '@/components/errors/NotFoundPage';
import { WebStoryViewerPage } from '@/components/web-stories/WebStoryViewerPage';
import { loadSerializableQuery } from '@/relay/loadSerializableQuery';
import { serverQueryData } from '@/relay/serverQueryData';
import { pageMetadata } from '@/seo/pageMetadata';

/** A cached page (web/README.md "Cached public pages"); unknown slugs are cached as 404s the same way. */
export const dynamic = 'force-static';
export const revalidate = 600;

interface WebStoryRouteProps {
  params: Promise<{ slug: string }>;
}

function loadStory(slug: string) {
  return loadSerializableQuery<WebStoryViewerPageQuery>(webStoryViewerPageQueryNode, { slug });
}

export async function generateMetadata({ params }: WebStoryRouteProps): Promise<Metadata> {
  const story = serverQueryData(await loadStory((await params).slug))?.webStory;
  if (story == null) return NOT_FOUND_METADATA;
  return pageMetadata({ title: story.title, description: story.summary, path: story.path, image: story.cover?.url, type: 'article' });
}

export default async function WebStoryRoute({ params }: WebStoryRouteProps) {
  const preloaded = await loadStory((await params).slug);
  if (serverQueryData(preloaded)?.webStory == null) return <NotFoundPage />;
  return <WebStoryViewerPage preloaded={preloaded} />;
}
