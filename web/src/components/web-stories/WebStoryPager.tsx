import type { MouseEvent } from 'react';
import { WEB_STORIES_PAGE_SIZE, webStoriesPagePath } from '@/config/webStoriesRoute';
import styles from './WebStoriesPage.module.css';

type WebStoryPagerProps = {
  /** The page the server rendered (1-based). */
  page: number;
  /** How many stories precede the last one on screen, it included. */
  shown: number;
  total: number;
  hasNext: boolean;
  isLoadingNext: boolean;
  onLoadMore: () => void;
};

/**
 * The foot of the list. 'Load more' is a link to the next page (`?page=N`), so it works without JavaScript; with
 * it, a click appends that page in place instead. 'Newer stories' leads back from a later page.
 */
export function WebStoryPager({ page, shown, total, hasNext, isLoadingNext, onLoadMore }: WebStoryPagerProps) {
  const first = (page - 1) * WEB_STORIES_PAGE_SIZE + 1;
  const loadMore = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (!isLoadingNext) onLoadMore();
  };
  return (
    <div className={styles.pager}>
      <p className={styles.count} aria-live="polite">
        Showing stories {first}–{shown} of {total}
      </p>
      <div className={styles.pagerLinks}>
        {page > 1 ? (
          <a className="button button-secondary" href={webStoriesPagePath(page - 1)}>
            Newer stories
          </a>
        ) : null}
        {hasNext ? (
          <a
            className="button button-secondary"
            href={webStoriesPagePath(Math.ceil(shown / WEB_STORIES_PAGE_SIZE) + 1)}
            onClick={loadMore}
            aria-disabled={isLoadingNext || undefined}
          >
            {isLoadingNext ? 'Loading…' : 'Load more'}
          </a>
        ) : null}
      </div>
    </div>
  );
}
