'use client';

import { graphql, usePreloadedQuery } from 'react-relay';
import type { WebStoriesPageQuery } from '@/__generated__/WebStoriesPageQuery.graphql';
import { Breadcrumbs } from '@/components/breadcrumbs/Breadcrumbs';
import type { SerializablePreloadedQuery } from '@/relay/serializableQuery';
import { useSerializablePreloadedQuery } from '@/relay/useSerializablePreloadedQuery';
import { WEB_STORIES_DESCRIPTION, WEB_STORIES_TITLE } from './webStoriesText';
import { WebStoryGrid } from './WebStoryGrid';
import styles from './WebStoriesPage.module.css';

const webStoriesPageQuery = graphql`
  query WebStoriesPageQuery($cursor: String) {
    ...WebStoryGrid_query @arguments(cursor: $cursor)
  }
`;

/** `/webstories`: the story covers of one page (8), server-rendered, with 'Load more'. */
export function WebStoriesPage({ preloaded, page }: { preloaded: SerializablePreloadedQuery<WebStoriesPageQuery>; page: number }) {
  const queryRef = useSerializablePreloadedQuery(preloaded);
  const data = usePreloadedQuery<WebStoriesPageQuery>(webStoriesPageQuery, queryRef);
  return (
    <div className="container section">
      <Breadcrumbs crumbs={[{ label: WEB_STORIES_TITLE }]} />
      <h1 className={styles.heading}>{WEB_STORIES_TITLE}</h1>
      <p className={styles.intro}>{WEB_STORIES_DESCRIPTION}</p>
      <WebStoryGrid query={data} page={page} />
    </div>
  );
}
