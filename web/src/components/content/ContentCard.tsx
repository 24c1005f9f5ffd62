'use client';

import { graphql, useFragment } from 'react-relay';
import type { ContentCard_item$key } from '@/__generated__/ContentCard_item.graphql';
import { ContentCardView } from './ContentCardView';

const contentCardFragment = graphql`
  fragment ContentCard_item on ContentItem {
    title
    path
    image(width: 370, height: 250, format: WEBP) {
      ...SizedImage_image @relay(mask: false)
    }
    ... on Blog {
      summary
      categoryTitle
      publishedAt
      readingMinutes
    }
    ... on NewsItem {
      summary
      categoryTitle
      publishedAt
    }
  }
`;

/** A blog post or news item in a list (`ContentCardView`) from its Relay fragment (`SizedImage_image` unmasked in it). */
export function ContentCard({ item: itemRef, headingLevel = 'h2' }: { item: ContentCard_item$key; headingLevel?: 'h2' | 'h3' }) {
  const item = useFragment(contentCardFragment, itemRef);
  return <ContentCardView item={item} headingLevel={headingLevel} />;
}
