import type { Metadata } from 'next';
import type { PhotoAlbumsPageQuery } from '@/__generated__/PhotoAlbumsPageQuery.graphql';
import photoAlbumsPageQueryNode from '@/__generated__/PhotoAlbumsPageQuery.graphql';
import { Breadcrumbs } from '@/components/breadcrumbs/Breadcrumbs';
import { NOT_FOUND_METADATA, NotFoundPage } from '@/components/errors/NotFoundPage';
import { PhotoAlbumsPage } from '@/components/photo-albums/PhotoAlbumsPage';
import { ALBUMS_PER_PAGE, PHOTOS_EDITION, PHOTOS_PATH, PHOTOS_TAG_FIRST, photosPath } from '@/config/mediaRoutes';
import { parseListPage } from '@/config/pagedLists';
import { cursorBeforePage } from '@/relay/offsetCursor';
import { loadSerializableQuery } from '@/relay/loadSerializableQuery';
import { serverQueryData } from '@/relay/serverQueryData';
import { pageMetadata } from '@/seo/pageMetadata';

/**
 * `/kailash-mansarovar-yatra-photos`, page N (`?page=N`): next.config.ts rewrites it here (src/config/mediaRoutes.ts).
 * A cached page (web/README.md "Cached public pages") under dynamic segments, as the video listings.
 */
export const dynamic = 'force-static';
export const revalidate = 600;

type PhotosRouteProps = { params: Promise<{ edition: string; page: string }> };

const TITLE = 'Kailash Mansarovar Yatra Photos';
const DESCRIPTION = 'Photos of the Kailash Mansarovar Yatra from our groups: Lake Mansarovar, the parikrama, Dolma La, and albums of our other pilgrimages.';

/** The route's page with its albums, or null: another edition, or a page past the last one (page 1 always renders). */
async function photosPage({ params }: PhotosRouteProps) {
  const { edition, page: segment } = await params;
  const page = parseListPage(segment);
  if (edition !== PHOTOS_EDITION || page === null) return null;
  const preloaded = await loadSerializableQuery<PhotoAlbumsPageQuery>(photoAlbumsPageQueryNode, {
    tagFirst: PHOTOS_TAG_FIRST,
    count: ALBUMS_PER_PAGE,
    after: cursorBeforePage(page, ALBUMS_PER_PAGE),
  });
  const albums = serverQueryData(preloaded)?.photoAlbums;
  if (albums == null || (page > 1 && (page - 1) * ALBUMS_PER_PAGE >= albums.totalCount)) return null;
  return { page, preloaded };
}

export async function generateMetadata(props: PhotosRouteProps): Promise<Metadata> {
  const found = await photosPage(props);
  if (found === null) return NOT_FOUND_METADATA;
  return pageMetadata({ title: found.page > 1 ? `${TITLE} – page ${found.page}` : TITLE, description: DESCRIPTION, path: photosPath(found.page) });
}

export default async function PhotosRoute(props: PhotosRouteProps) {
  const found = await photosPage(props);
  if (found === null) return <NotFoundPage />;
  const { page, preloaded } = found;
  return (
    <>
      <div className="container">
        <Breadcrumbs crumbs={page > 1 ? [{ label: TITLE, path: PHOTOS_PATH }, { label: `Page ${page}` }] : [{ label: TITLE }]} />
      </div>
      <PhotoAlbumsPage preloaded={preloaded} page={page} />
    </>
  );
}
