'use client';

import { PrefetchOnIntentLink } from '@/components/links/PrefetchOnIntentLink';
import { graphql, useFragment } from 'react-relay';
import type { ContentArticle_item$key } from '@/__generated__/ContentArticle_item.graphql';
import { Breadcrumbs } from '@/components/breadcrumbs/Breadcrumbs';
import { SizedImage } from '@/components/media/SizedImage';
import { ContentCard } from './ContentCard';
import { formatPublishedDate } from './formatPublishedDate';
import styles from './ContentArticle.module.css';

const contentArticleFragment = graphql`
  fragment ContentArticle_item on ContentItem {
    title
    category
    image(width: 960, height: 540, format: WEBP) {
      ...SizedImage_image
    }
    ... on Blog {
      categoryTitle
      author
      readingMinutes
      publishedAt
      bodyHtml
      destination { slug title }
      related { id ...ContentCard_item }
    }
    ... on NewsItem {
      categoryTitle
      publishedAt
      bodyHtml
      destination { slug title }
      related { id ...ContentCard_item }
    }
  }
`;

type ContentArticleProps = {
  item: ContentArticle_item$key;
  /** 'Blogs' or 'News': the second crumb. */
  section: string;
  /** `/blogs` or `/news`. */
  sectionPath: string;
  /** 'Related posts' or 'Related news'. */
  relatedHeading: string;
};

/**
 * A blog post or news item: breadcrumbs (Home › Blogs › Category › title), title, byline, the sized hero image,
 * the body (sanitised HTML from the gateway) and the related items.
 */
export function ContentArticle({ item: itemRef, section, sectionPath, relatedHeading }: ContentArticleProps) {
  const item = useFragment(contentArticleFragment, itemRef);
  const categoryPath = `${sectionPath}/${item.category ?? ''}`;
  const byline = [
    item.author ? `By ${item.author}` : null,
    item.readingMinutes ? `${item.readingMinutes} min read` : null,
  ].filter((part) => part !== null);
  return (
    <>
      <article className={`container ${styles.article}`}>
        <Breadcrumbs
          crumbs={[
            { label: section, path: sectionPath },
            { label: item.categoryTitle ?? '', path: categoryPath },
            { label: item.title },
          ]}
        />
        <header className={styles.header}>
          <p className={styles.kicker}>
            <PrefetchOnIntentLink href={categoryPath}>
              {item.categoryTitle}
            </PrefetchOnIntentLink>
          </p>
          <h1 className={styles.title}>{item.title}</h1>
          <p className={styles.meta}>
            {item.publishedAt ? <time dateTime={item.publishedAt}>{formatPublishedDate(item.publishedAt)}</time> : null}
            {byline.map((part) => (
              <span key={part}> · {part}</span>
            ))}
          </p>
        </header>
        {item.image ? <SizedImage image={item.image} priority decorative className={styles.hero} /> : null}
        <div className={styles.body} data-testid="article-body" dangerouslySetInnerHTML={{ __html: item.bodyHtml ?? '' }} />
        {item.destination ? (
          <p className={styles.destination}>
            Plan your journey:{' '}
            <PrefetchOnIntentLink href={`/package/${item.destination.slug}`}>
              {item.destination.title} packages
            </PrefetchOnIntentLink>
          </p>
        ) : null}
      </article>
      {item.related && item.related.length > 0 ? (
        <section className="container section" aria-labelledby="related-heading">
          <h2 id="related-heading" className="section-title">
            {relatedHeading}
          </h2>
          <ul className="card-grid">
            {item.related.map((related) => (
              <li key={related.id}>
                <ContentCard item={related} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
