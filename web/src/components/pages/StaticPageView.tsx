'use client';

import type { ReactNode } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { StaticPageViewQuery } from '@/__generated__/StaticPageViewQuery.graphql';
import type { SerializablePreloadedQuery } from '@/relay/serializableQuery';
import { useSerializablePreloadedQuery } from '@/relay/useSerializablePreloadedQuery';
import { StaticPage } from './StaticPage';

const staticPageViewQuery = graphql`
  query StaticPageViewQuery($slug: String!) {
    page(slug: $slug) {
      title
      summary
      ...StaticPage_page
    }
  }
`;

type StaticPageViewProps = {
  preloaded: SerializablePreloadedQuery<StaticPageViewQuery>;
  children?: ReactNode;
};

/** A static page from `page(slug:)` (`/about-us`, `/special-yatra` …), with what its route adds below. */
export function StaticPageView({ preloaded, children }: StaticPageViewProps) {
  const queryRef = useSerializablePreloadedQuery(preloaded);
  const { page } = usePreloadedQuery<StaticPageViewQuery>(staticPageViewQuery, queryRef);
  // The server route answers 404 before rendering this when the page does not exist.
  if (page == null) return null;
  return <StaticPage page={page}>{children}</StaticPage>;
}
