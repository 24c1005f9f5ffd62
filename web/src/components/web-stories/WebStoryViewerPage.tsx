'use client';

import { graphql, usePreloadedQuery } from 'react-relay';
import type { WebStoryViewerPageQuery } from '@/__generated__/WebStoryViewerPageQuery.graphql';
import type { SerializablePreloadedQuery } from '@/relay/serializableQuery';
import { useSerializablePreloadedQuery } from '@/relay/useSerializablePreloadedQuery';
import { WebStoryViewer } from './WebStoryViewer';

const webStoryViewerPageQuery = graphql`
  query WebStoryViewerPageQuery($slug: String!) {
    webStory(slug: $slug) {
      id
      title
      summary
      path
      cover(width: 540, height: 960) {
        url
      }
      ...WebStoryViewer_story
    }
  }
`;

/** `/webstories/view/{slug}`: the story in the full-screen viewer (a new viewer per story, from its first slide). */
export function WebStoryViewerPage({ preloaded }: { preloaded: SerializablePreloadedQuery<WebStoryViewerPageQuery> }) {
  const queryRef = useSerializablePreloadedQuery(preloaded);
  const { webStory } = usePreloadedQuery<WebStoryViewerPageQuery>(webStoryViewerPageQuery, queryRef);
  // The server page answers 404 before rendering this when the story does not exist.
  if (webStory == null) return null;
  return <WebStoryViewer key={webStory.id} story={webStory} />;
}
