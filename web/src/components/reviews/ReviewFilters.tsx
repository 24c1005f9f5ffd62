import { REVIEW_RATINGS, reviewsPath, type ReviewsFilter } from '@/config/reviewsRoute';
import styles from './reviews.module.css';

const FORMAT_LABELS = { text: 'Text reviews', video: 'Video reviews' } as const;

/** The filters as links (they work without JavaScript and each is a cached page): format, then rating; a package filter is kept. */
export function ReviewFilters({ filter }: { filter: ReviewsFilter }) {
  const link = (to: ReviewsFilter, label: string, current: boolean) => (
    <a href={reviewsPath(to)} className={current ? styles.filterOn : styles.filter} aria-current={current ? 'page' : undefined}>
      {label}
    </a>
  );
  return (
    <nav className={`container ${styles.filters}`} aria-label="Filter reviews">
      <ul className={styles.filterGroup} aria-label="Format">
        {(['text', 'video'] as const).map((format) => (
          <li key={format}>{link({ ...filter, format, page: 1 }, FORMAT_LABELS[format], filter.format === format)}</li>
        ))}
      </ul>
      <ul className={styles.filterGroup} aria-label="Rating">
        {REVIEW_RATINGS.map((rating) => (
          <li key={rating}>
            {link({ ...filter, rating, page: 1 }, rating === 'all' ? 'All ratings' : `${rating} ${rating === '1' ? 'star' : 'stars'}`, filter.rating === rating)}
          </li>
        ))}
      </ul>
    </nav>
  );
}
