import type { MouseEvent } from 'react';
import styles from './LoadMore.module.css';

type PagedLoadMoreProps = {
  /** How many items are on screen, and how many there are in all. */
  shown: number;
  total: number;
  /** The server-rendered page the list starts at, its size, and the address of page N (`/videos?page=2`). */
  page: number;
  perPage: number;
  pageHref: (page: number) => string;
  /** What the items are, plural: 'videos'. */
  noun: string;
  hasNext: boolean;
  isLoadingNext: boolean;
  onLoadMore: () => void;
  /** On a later page, the text of the link back to the one before it ('Newer videos'). */
  previousLabel: string;
};

/** The 1-based position of the first item of server-rendered page `page` (page 2 of 12 a page starts at 13). */
export const firstOnPage = (page: number, perPage: number): number => (page - 1) * perPage + 1;

/**
 * 'Load more' as a link to the page after those on screen: without JavaScript it opens `?page=N+1`; with it the
 * click is taken over and the next page is appended in place (usePaginationFragment's `loadNext`). On a later page,
 * a link back to the one before it.
 */
export function PagedLoadMore({ shown, total, page, perPage, pageHref, noun, hasNext, isLoadingNext, onLoadMore, previousLabel }: PagedLoadMoreProps) {
  const from = firstOnPage(page, perPage);
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
          <a href={pageHref(page + Math.ceil(shown / perPage))} className="button button-secondary" onClick={loadInPlace} aria-disabled={isLoadingNext || undefined}>
            {isLoadingNext ? 'Loading…' : 'Load more'}
          </a>
        ) : null}
      </div>
      {page > 1 ? (
        <p>
          <a href={pageHref(page - 1)}>{previousLabel}</a>
        </p>
      ) : null}
    </>
  );
}
