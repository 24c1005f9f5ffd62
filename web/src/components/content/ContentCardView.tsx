import { PrefetchOnIntentLink } from '@/components/links/PrefetchOnIntentLink';
import { SizedImageView, type SizedImageData } from '@/components/media/SizedImageView';
import { formatPublishedDate } from './formatPublishedDate';
import styles from './ContentCard.module.css';

/** `ContentCard_item`'s fields, plain. */
export type ContentCardItem = {
  readonly title: string;
  readonly path: string;
  readonly image?: SizedImageData | null;
  readonly summary?: string | null;
  readonly categoryTitle?: string | null;
  readonly publishedAt?: string | null;
  readonly readingMinutes?: number | null;
};

/** A blog post or news item in a list (plain markup, also rendered by server components): image, category, title, summary and date, the whole card one link. */
export function ContentCardView({ item, headingLevel = 'h2' }: { item: ContentCardItem; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <article className={styles.card}>
      <PrefetchOnIntentLink href={item.path} className={styles.link}>
        <div className={styles.media}>{item.image ? <SizedImageView image={item.image} decorative className={styles.image} /> : null}</div>
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
      </PrefetchOnIntentLink>
    </article>
  );
}
