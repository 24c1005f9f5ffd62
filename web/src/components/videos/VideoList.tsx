'use client';

import { graphql, usePaginationFragment } from 'react-relay';
import type { VideoListPaginationQuery } from '@/__generated__/VideoListPaginationQuery.graphql';
import type { VideoList_query$key } from '@/__generated__/VideoList_query.graphql';
import { firstOnPage, PagedLoadMore } from '@/components/list/PagedLoadMore';
import { VIDEOS_PER_PAGE } from '@/config/mediaRoutes';
import { itemListJsonLd } from '@/seo/itemList';
import { JsonLd } from '@/seo/JsonLd';
import { useSiteOrigin } from '@/seo/SiteOrigin';
import { VideoCard } from './VideoCard';

const videoListFragment = graphql`
  fragment VideoList_query on Query
  @refetchable(queryName: "VideoListPaginationQuery")
  @argumentDefinitions(
    tag: { type: "String" }
    count: { type: "Int", defaultValue: 12 }
    cursor: { type: "String" }
  ) {
    videos(tag: $tag, first: $count, after: $cursor) @connection(key: "VideoList_videos", filters: ["tag"]) {
      totalCount
      edges {
        node {
          id
          slug
          title
          ...VideoCard_video
        }
      }
    }
  }
`;

type VideoListProps = {
  query: VideoList_query$key;
  /** The public path of the listing (`/videos`) and the server-rendered page this list starts at. */
  path: string;
  page: number;
  pageHref: (page: number) => string;
};

/** The videos of a listing, 12 at a time: 'Load more' appends in place, or opens `?page=N+1` without JavaScript. */
export function VideoList({ query, path, page, pageHref }: VideoListProps) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<VideoListPaginationQuery, VideoList_query$key>(
    videoListFragment,
    query,
  );
  const { edges, totalCount } = data.videos;
  const from = firstOnPage(page, VIDEOS_PER_PAGE);
  const listed = edges.map(({ node }) => ({ name: node.title, path: `${path}#video-${node.slug}` }));
  const itemList = itemListJsonLd(listed, useSiteOrigin(), { total: totalCount, offset: from - 1 });

  return (
    <section className="container section" aria-label="Videos">
      {edges.length === 0 ? (
        <p>No videos yet.</p>
      ) : (
        <ul className="card-grid" data-testid="video-list">
          {edges.map(({ node }, index) => (
            <li key={node.id}>
              <VideoCard video={node} priority={index < 3} />
            </li>
          ))}
        </ul>
      )}
      <PagedLoadMore
        shown={edges.length}
        total={totalCount}
        page={page}
        perPage={VIDEOS_PER_PAGE}
        pageHref={pageHref}
        noun="videos"
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        onLoadMore={() => loadNext(VIDEOS_PER_PAGE)}
        previousLabel="Newer videos"
      />
      <JsonLd data={itemList} />
    </section>
  );
}
