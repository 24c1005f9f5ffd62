'use client';

import { graphql, usePreloadedQuery } from 'react-relay';
import type { PhotoAlbumsPageQuery } from '@/__generated__/PhotoAlbumsPageQuery.graphql';
import { PHOTOS_PATH } from '@/config/mediaRoutes';
import type { SerializablePreloadedQuery } from '@/relay/serializableQuery';
import { useSerializablePreloadedQuery } from '@/relay/useSerializablePreloadedQuery';
import { itemListJsonLd } from '@/seo/itemList';
import { JsonLd } from '@/seo/JsonLd';
import { useSiteOrigin } from '@/seo/SiteOrigin';
import { PhotoAlbumSection } from './PhotoAlbumSection';

/**
 * The site's one photo page (CONTRACT.md "Paths on the site"): the Kailash Mansarovar albums first, then every
 * other album, so no album is unreachable. 20 of each is more than the seed holds; they are not paged.
 */
const photoAlbumsPageQuery = graphql`
  query PhotoAlbumsPageQuery {
    kmy: photoAlbums(tag: "kmy", first: 20) {
      edges {
        node {
          id
          slug
          title
          ...PhotoAlbumSection_album
        }
      }
    }
    all: photoAlbums(first: 20) {
      edges {
        node {
          id
          slug
          title
          tags
          ...PhotoAlbumSection_album
        }
      }
    }
  }
`;

export function PhotoAlbumsPage({ preloaded }: { preloaded: SerializablePreloadedQuery<PhotoAlbumsPageQuery> }) {
  const queryRef = useSerializablePreloadedQuery(preloaded);
  const origin = useSiteOrigin();
  const { kmy, all } = usePreloadedQuery<PhotoAlbumsPageQuery>(photoAlbumsPageQuery, queryRef);
  const albums = [...kmy.edges.map(({ node }) => node), ...all.edges.map(({ node }) => node).filter((node) => !node.tags.includes('kmy'))];
  const itemList = itemListJsonLd(
    albums.map((album) => ({ name: album.title, path: `${PHOTOS_PATH}#album-${album.slug}` })),
    origin,
  );
  return (
    <div className="container">
      <h1 className="section-title">Kailash Mansarovar Yatra Photos</h1>
      <p>Photos from our yatra groups: Mansarovar, the parikrama and Dolma La, and our other pilgrimages. Open a photo to see it large.</p>
      {albums.length === 0 ? <p>No photo albums yet.</p> : null}
      {albums.map((album, index) => (
        <PhotoAlbumSection key={album.id} album={album} eager={index === 0 ? 4 : 0} />
      ))}
      <JsonLd data={itemList} />
    </div>
  );
}
