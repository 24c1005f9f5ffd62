import type { Metadata } from 'next';
import type { PhotoAlbumsPageQuery } from '@/__generated__/PhotoAlbumsPageQuery.graphql';
import photoAlbumsPageQueryNode from '@/__generated__/PhotoAlbumsPageQuery.graphql';
import { Breadcrumbs } from '@/components/breadcrumbs/Breadcrumbs';
import { NOT_FOUND_METADATA, NotFoundPage } from '@/components/errors/NotFoundPage';
import { PhotoAlbumsPage } from '@/components/photo-albums/PhotoAlbumsPage';
import { PHOTOS_EDITION, PHOTOS_PATH } from '@/config/mediaRoutes';
import { loadSerializableQuery } from '@/relay/loadSerializableQuery';
import { pageMetadata } from '@/seo/pageMetadata';

/**
 * `/kailash-mansarovar-yatra-photos` (next.config.ts rewrites it here, src/config/mediaRoutes.ts): a cached page
 * (web/README.md "Cached public pages") under a dynamic segment, as the home page.
 */
export const dynamic = 'force-static';
export const revalidate = 600;

type PhotosRouteProps = { params: Promise<{ edition: string }> };

const PHOTOS_METADATA: Metadata = pageMetadata({
  title: 'Kailash Mansarovar Yatra Photos',
  description: 'Photos of the Kailash Mansarovar Yatra from our groups: Lake Mansarovar, the parikrama, Dolma La, and albums of our other pilgrimages.',
  path: PHOTOS_PATH,
});

export const generateMetadata = async ({ params }: PhotosRouteProps): Promise<Metadata> =>
  (await params).edition === PHOTOS_EDITION ? PHOTOS_METADATA : NOT_FOUND_METADATA;

export default async function PhotosRoute({ params }: PhotosRouteProps) {
  if ((await params).edition !== PHOTOS_EDITION) return <NotFoundPage />;
  const preloaded = await loadSerializableQuery<PhotoAlbumsPageQuery>(photoAlbumsPageQueryNode, {});
  return (
    <>
      <div className="container">
        <Breadcrumbs crumbs={[{ label: 'Kailash Mansarovar Yatra Photos' }]} />
      </div>
      <PhotoAlbumsPage preloaded={preloaded} />
    </>
  );
}
