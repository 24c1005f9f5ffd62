'use client';

import { PrefetchOnIntentLink } from '@/components/links/PrefetchOnIntentLink';
import { graphql, useFragment } from 'react-relay';
import { SizedImage } from '@/components/media/SizedImage';
import type { SearchContentCard_item$key } from '@/__generated__/SearchContentCard_item.graphql';
import styles from './SearchContentCard.module.css';

const searchContentCardFragment = graphql`
  fragment SearchContentCard_item on ContentItem {
    title
    path
    image(width: 260, height: 190, format: WEBP) {
      ...SizedImage_image
    }
  }
`;

/** A blog post, news item or collection as a search result: 260x190 image and title. */
export function SearchContentCard({ item: itemRef }: { item: SearchContentCard_item$key }) {
  const item = useFragment(searchContentCardFragment, itemRef);
  return (
    <PrefetchOnIntentLink href={item.path} className={styles.card}>
      <span className={styles.media}>
        {item.image ? (
          <SizedImage image={item.image} className={styles.image} />
        ) : null}
      </span>
      <span className={styles.title}>{item.title}</span>
    </PrefetchOnIntentLink>
  );
}
