'use client';

import { graphql, usePaginationFragment } from 'react-relay';
import type { PhotoAlbumListPaginationQuery } from '@/__generated__/PhotoAlbumListPaginationQuery.graphql';
import type { PhotoAlbumList_query$key } from '@/__generated__/PhotoAlbumList_query.graphql';
import { firstOnPage, PagedLoadMore } from '@/components/list/PagedLoadMore';
import { ALBUMS_PER_PAGE, photosPath } from '@/config/mediaRoutes';
import { itemListJsonLd } from '@/seo/itemList';
import { JsonLd } from '@/seo/JsonLd';
import { useSiteOrigin } from '@/seo/SiteOrigin';
import { PhotoAlbumSection } from './PhotoAlbumSection';

const photoAlbumListFragment = graphql`
  fragment PhotoAlbumList_query on Query
  @refetchable(queryName: "PhotoAlbumListPaginationQuery")
  @argumentDefinitions(tagFirst: { type: "String" }, count: { type: "Int", defaultValue: 3 }, cursor: { type: "String" }) {
    photoAlbums(tagFirst: $tagFirst, first: $count, after: $cursor) @connection(key: "PhotoAlbumList_photoAlbums", filters: ["tagFirst"]) {
      totalCount
      edges {
        node {
          id
          slug
          title
          ...PhotoAlbumSection_album
        }
      }
    }
  }
`;

/** The photos page's albums, `ALBUMS_PER_PAGE` at a time: 'Load more' appends in place, or opens `?page=N+1` without JavaScript. */
export function PhotoAlbumList({ query, page }: { query: PhotoAlbumList_query$key; page: number }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<PhotoAlbumListPaginationQuery, PhotoAlbumList_query$key>(
    photoAlbumListFragment,
    query,
  );
  const { edges, totalCount } = data.photoAlbums;
  const from = firstOnPage(page, ALBUMS_PER_PAGE);
  // Each album's address is the page it is server-rendered on (those appended by 'Load more' are on the next ones).
  const pageOf = (index: number) => page + Math.floor(index / ALBUMS_PER_PAGE);
  const listed = edges.map(({ node }, index) => ({ name: node.title, path: `${photosPath(pageOf(index))}#album-${node.slug}` }));
  const itemList = itemListJsonLd(listed, useSiteOrigin(), { total: totalCount, offset: from - 1 });
  return (
    <>
      {edges.length === 0 ? <p>No photo albums yet.</p> : null}
      {edges.map(({ node }, index) => (
        <PhotoAlbumSection key={node.id} album={node} eager={index === 0 ? 4 : 0} />
      ))}
      <PagedLoadMore
        shown={edges.length}
        total={totalCount}
        page={page}
        perPage={ALBUMS_PER_PAGE}
        pageHref={photosPath}
        noun="albums"
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        onLoadMore={() => loadNext(ALBUMS_PER_PAGE)}
        previousLabel="Previous albums"
      />
      <JsonLd data={itemList} />
    </>
  );
}
