'use client';

import { graphql, usePreloadedQuery } from 'react-relay';
import type { VideoListPageQuery } from '@/__generated__/VideoListPageQuery.graphql';
import { VIDEO_LISTINGS, videoListingPath, type VideoListingKey } from '@/config/mediaRoutes';
import type { SerializablePreloadedQuery } from '@/relay/serializableQuery';
import { useSerializablePreloadedQuery } from '@/relay/useSerializablePreloadedQuery';
import { VideoList } from './VideoList';

const videoListPageQuery = graphql`
  query VideoListPageQuery($tag: String, $after: String) {
    videos(tag: $tag, first: 12, after: $after) {
      totalCount
    }
    ...VideoList_query @arguments(tag: $tag, cursor: $after)
  }
`;

type VideoListPageProps = {
  preloaded: SerializablePreloadedQuery<VideoListPageQuery>;
  listing: VideoListingKey;
  page: number;
};

/** `/videos` and `/kailash-mansarovar-yatra-videos` (tag `kmy`): the heading and the paged videos. */
export function VideoListPage({ preloaded, listing, page }: VideoListPageProps) {
  const queryRef = useSerializablePreloadedQuery(preloaded);
  const data = usePreloadedQuery<VideoListPageQuery>(videoListPageQuery, queryRef);
  const { heading, description, path } = VIDEO_LISTINGS[listing];
  return (
    <>
      <header className="container">
        <h1 className="section-title">{page > 1 ? `${heading} (page ${page})` : heading}</h1>
        <p>{description}</p>
      </header>
      <VideoList query={data} path={path} page={page} pageHref={(n) => videoListingPath(listing, n)} />
    </>
  );
}
