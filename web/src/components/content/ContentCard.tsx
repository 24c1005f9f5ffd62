'use client';

import Link from 'next/link';
import { graphql, useFragment } from 'react-relay';
import type { ContentCard_item$key } from '@/__generated__/ContentCard_item.graphql';
import { SizedImage } from '@/components/media/SizedImage';
import { formatPublishedDate } from './formatPublishedDate';
import styles from './ContentCard.module.css';

const contentCardFragment = graphql`
  fragment ContentCard_item on ContentItem {
    title
    path
    image(width: 370, height: 250, format: WEBP) {
      ...SizedImage_image
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

/** A blog post or news item in a list: image, category, title, summary and date, the whole card one link. */
export function ContentCard({ item: itemRef, headingLevel = 'h2' }: { item: ContentCard_item$key; headingLevel?: 'h2' | 'h3' }) {
  const item = useFragment(contentCardFragment, itemRef);
  const Heading = headingLevel;
  return (
    <article className={styles.card}>
      <Link prefetch={false} href={item.path} className={styles.link}>
        <div className={styles.media}>{item.image ? <SizedImage image={item.image} decorative className={styles.image} /> : null}</div>
        <div className={styles.body}>
          {item.categoryTitle ? <p className={styles.kicker}>{item.categoryTitle}</p> : null}
          <Heading className={styles.title}>{item.title}</Heading>
          {item.summary ? <p className={styles.summary}>{item.summary}</p> : null}
          {item.publishedAt ? (
            <p className={styles.meta}>
              <time dateTime={item.publishedAt}>{formatPublishedDate(item.publishedAt)}</time>
              {item.readingMinutes ? ` · ${item.readingMinutes} min read` : null}
            </p>
          ) : null}
        </div>
      </Link>
    </article>
  );
}
