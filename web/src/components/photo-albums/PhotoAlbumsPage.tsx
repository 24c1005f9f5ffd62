'use client';

import { graphql, usePreloadedQuery } from 'react-relay';
import type { PhotoAlbumsPageQuery } from '@/__generated__/PhotoAlbumsPageQuery.graphql';
import type { SerializablePreloadedQuery } from '@/relay/serializableQuery';
import { useSerializablePreloadedQuery } from '@/relay/useSerializablePreloadedQuery';
import { PhotoAlbumList } from './PhotoAlbumList';

/**
 * The site's one photo page (CONTRACT.md "Paths on the site"): the Kailash Mansarovar albums first, then every
 * other album (`tagFirst`), so no album is unreachable; a few albums a page, as each shows its photos.
 */
const photoAlbumsPageQuery = graphql`
  query PhotoAlbumsPageQuery($tagFirst: String, $count: Int!, $after: String) {
    photoAlbums(tagFirst: $tagFirst, first: $count, after: $after) {
      totalCount
    }
    ...PhotoAlbumList_query @arguments(tagFirst: $tagFirst, count: $count, cursor: $after)
  }
`;

type PhotoAlbumsPageProps = { preloaded: SerializablePreloadedQuery<PhotoAlbumsPageQuery>; page: number };

export function PhotoAlbumsPage({ preloaded, page }: PhotoAlbumsPageProps) {
  const queryRef = useSerializablePreloadedQuery(preloaded);
  const data = usePreloadedQuery<PhotoAlbumsPageQuery>(photoAlbumsPageQuery, queryRef);
  return (
    <div className="container">
      <h1 className="section-title">{page > 1 ? `Kailash Mansarovar Yatra Photos (page ${page})` : 'Kailash Mansarovar Yatra Photos'}</h1>
      <p>Photos from our yatra groups: Mansarovar, the parikrama and Dolma La, and our other pilgrimages. Open a photo to see it large.</p>
      <PhotoAlbumList query={data} page={page} />
    </div>
  );
}
