import type { Metadata } from 'next';
import type { VideoListPageQuery } from '@/__generated__/VideoListPageQuery.graphql';
import videoListPageQueryNode from '@/__generated__/VideoListPageQuery.graphql';
import { Breadcrumbs } from '@/components/breadcrumbs/Breadcrumbs';
import { NOT_FOUND_METADATA, NotFoundPage } from '@/components/errors/NotFoundPage';
import { VideoListPage } from '@/components/videos/VideoListPage';
import { isVideoListingKey, VIDEO_LISTINGS, videoListingPath, VIDEOS_PER_PAGE, type VideoListingKey } from '@/config/mediaRoutes';
import { parseListPage } from '@/config/pagedLists';
import { cursorBeforePage } from '@/relay/offsetCursor';
import { loadSerializableQuery } from '@/relay/loadSerializableQuery';
import { serverQueryData } from '@/relay/serverQueryData';
import { pageMetadata } from '@/seo/pageMetadata';

/**
 * `/videos` and `/kailash-mansarovar-yatra-videos`, page N (`?page=N`): next.config.ts rewrites them here
 * (src/config/mediaRoutes.ts). A cached page (web/README.md "Cached public pages").
 */
export const dynamic = 'force-static';
export const revalidate = 600;

interface VideoRouteProps {
  params: Promise<{ listing: string; page: string }>;
}

async function routeOf({ params }: VideoRouteProps): Promise<{ listing: VideoListingKey; page: number } | null> {
  const { listing, page: segment } = await params;
  const page = parseListPage(segment);
  return isVideoListingKey(listing) && page !== null ? { listing, page } : null;
}

function loadVideos(listing: VideoListingKey, page: number) {
  const after = cursorBeforePage(page, VIDEOS_PER_PAGE);
  return loadSerializableQuery<VideoListPageQuery>(videoListPageQueryNode, { tag: VIDEO_LISTINGS[listing].tag, after });
}

/** The route's listing page with its videos, or null: a page past the last one is a 404 (page 1 of an empty listing still renders). */
async function videoPage(props: VideoRouteProps) {
  const route = await routeOf(props);
  if (route === null) return null;
  const preloaded = await loadVideos(route.listing, route.page);
  const videos = serverQueryData(preloaded)?.videos;
  if (videos == null || (route.page > 1 && (route.page - 1) * VIDEOS_PER_PAGE >= videos.totalCount)) return null;
  return { route, preloaded };
}

export async function generateMetadata(props: VideoRouteProps): Promise<Metadata> {
  const found = await videoPage(props);
  if (found === null) return NOT_FOUND_METADATA;
  const { route } = found;
  const { title, description } = VIDEO_LISTINGS[route.listing];
  return pageMetadata({
    title: route.page > 1 ? `${title} – page ${route.page}` : title,
    description,
    path: videoListingPath(route.listing, route.page),
  });
}

export default async function VideoRoute(props: VideoRouteProps) {
  const found = await videoPage(props);
  if (found === null) return <NotFoundPage />;
  const { route, preloaded } = found;
  const { title, path } = VIDEO_LISTINGS[route.listing];
  const crumbs = route.listing === 'all' ? [{ label: title }] : [{ label: 'Videos', path: VIDEO_LISTINGS.all.path }, { label: title }];
  return (
    <>
      <div className="container">
        <Breadcrumbs crumbs={route.page > 1 ? [...crumbs.slice(0, -1), { label: title, path }, { label: `Page ${route.page}` }] : crumbs} />
      </div>
      <VideoListPage preloaded={preloaded} listing={route.listing} page={route.page} />
    </>
  );
}
