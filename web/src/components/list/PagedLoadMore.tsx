import type { MouseEvent } from 'react';
import styles from './LoadMore.module.css';

type PagedLoadMoreProps = {
  /** How many items are on screen, and how many there are in all. */
  shown: number;
  total: number;
  /** The 1-based position of the first item on screen (a server-rendered page 2 starts at 13). */
  from?: number;
  /** What the items are, plural: 'videos'. */
  noun: string;
  hasNext: boolean;
  isLoadingNext: boolean;
  onLoadMore: () => void;
  /** The server-rendered next page (`/videos?page=2`): followed as a plain link while JavaScript is off. */
  nextHref: string;
  /** On a later page, the link back to the one before it ('Newer videos'). */
  previous?: { href: string; label: string } | null;
};

/**
 * 'Load more' as a link to the next page: without JavaScript it opens `?page=N+1`; with it the click is
 * taken over and the next page is appended in place (usePaginationFragment's `loadNext`).
 */
export function PagedLoadMore({ shown, total, from = 1, noun, hasNext, isLoadingNext, onLoadMore, nextHref, previous = null }: PagedLoadMoreProps) {
  const loadInPlace = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    if (!isLoadingNext) onLoadMore();
  };
  return (
    <>
      <div className={styles.centered}>
        <p className={styles.count} aria-live="polite">
          {from === 1 ? `Showing ${shown} of ${total} ${noun}` : `Showing ${noun} ${from}–${from + shown - 1} of ${total}`}
        </p>
        {hasNext ? (
          <a href={nextHref} className="button button-secondary" onClick={loadInPlace} aria-disabled={isLoadingNext || undefined}>
            {isLoadingNext ? 'Loading…' : 'Load more'}
          </a>
        ) : null}
      </div>
      {previous ? (
        <p>
          <a href={previous.href}>{previous.label}</a>
        </p>
      ) : null}
    </>
  );
}
