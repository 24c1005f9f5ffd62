'use client';

import { PrefetchOnIntentLink } from '@/components/links/PrefetchOnIntentLink';
import type { MouseEvent } from 'react';
import styles from './ContentList.module.css';

type ContentListPagerProps = {
  /** The 0-based offset of the first item shown (a `?page=N` render starts past the first pages). */
  offset: number;
  shown: number;
  total: number;
  /** What the items are, plural: 'posts', 'news items'. */
  noun: string;
  hasNext: boolean;
  isLoadingNext: boolean;
  onLoadMore: () => void;
  /** The server-rendered page after the last one shown (`?page=N+1`): the link without JavaScript. */
  nextHref: string;
  /** The page before the first one shown, when the list does not start at the top. */
  previousHref: string | null;
};

/**
 * The foot of a content list: 'Showing 1–12 of 24 posts' and 'Load more'. 'Load more' is a link to the next
 * page, so it works without JavaScript; with it, a click appends the next page in place (`usePaginationFragment`).
 */
export function ContentListPager({ offset, shown, total, noun, hasNext, isLoadingNext, onLoadMore, nextHref, previousHref }: ContentListPagerProps) {
  const loadMore = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (!isLoadingNext) onLoadMore();
  };
  return (
    <div className={styles.pager}>
      <p className={styles.count} aria-live="polite">
        {shown === 0 ? `No ${noun} yet` : `Showing ${offset + 1}–${offset + shown} of ${total} ${noun}`}
      </p>
      <div className={styles.pagerLinks}>
        {previousHref !== null ? (
          <PrefetchOnIntentLink href={previousHref} className="button button-secondary">
            Previous page
          </PrefetchOnIntentLink>
        ) : null}
        {hasNext ? (
          <a href={nextHref} className="button button-secondary" onClick={loadMore} aria-disabled={isLoadingNext || undefined}>
            {isLoadingNext ? 'Loading…' : 'Load more'}
          </a>
        ) : null}
      </div>
    </div>
  );
}
