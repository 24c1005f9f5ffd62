'use client';

import { Suspense, useEffect, useRef, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import type { PreloadedQuery } from 'react-relay';
import type { SearchResultsQuery } from '@/__generated__/SearchResultsQuery.graphql';
import type { SearchTrendingQuery } from '@/__generated__/SearchTrendingQuery.graphql';
import { useBodyScrollLock } from '@/lib/a11y/useBodyScrollLock';
import { RotatingPlaceholder } from './RotatingPlaceholder';
import { SearchErrorBoundary } from './SearchErrorBoundary';
import { SearchIcon } from './SearchIcon';
import { SearchResults } from './SearchResults';
import { SearchTrending } from './SearchTrending';
import { MAX_SEARCH_LENGTH } from './searchRules';
import { useFocusTrap } from './useFocusTrap';
import styles from './SearchOverlay.module.css';

export type CloseReason = 'dismiss' | 'result';

type Props = {
  query: string;
  onQueryChange: (query: string) => void;
  onClose: (reason: CloseReason) => void;
  trendingRef: PreloadedQuery<SearchTrendingQuery> | null | undefined;
  resultsRef: PreloadedQuery<SearchResultsQuery> | null | undefined;
  busy: boolean;
};

function LoadingPanel() {
  return (
    <div className={styles.loading} aria-busy="true">
      <span className={styles.visuallyHidden}>Loading</span>
      {Array.from({ length: 4 }, (_, index) => (
        <span key={index} className={styles.skeleton} />
      ))}
    </div>
  );
}

/** The search dialog: full screen on small screens, a panel under the header on wide ones. */
export function SearchOverlay({ query, onQueryChange, onClose, trendingRef, resultsRef, busy }: Props) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useFocusTrap(dialogRef);
  useBodyScrollLock();

  useEffect(() => {
    const input = inputRef.current;
    input?.focus();
    input?.setSelectionRange(input.value.length, input.value.length);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose('dismiss');
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  const closeOnResultClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) onClose('result');
  };

  const trending = trendingRef ? (
    <SearchErrorBoundary fallback={null}>
      <SearchTrending queryRef={trendingRef} />
    </SearchErrorBoundary>
  ) : null;

  return createPortal(
    <div className={styles.backdrop}>
      <div ref={dialogRef} role="dialog" aria-modal="true" aria-label="Search" className={styles.dialog}>
        <div className={styles.bar}>
          <div className={styles.field}>
            <SearchIcon className={styles.icon} />
            <input
              ref={inputRef}
              type="search"
              className={styles.input}
              aria-label="Search tours, blogs, news and collections"
              placeholder="Search destinations"
              autoComplete="off"
              maxLength={MAX_SEARCH_LENGTH}
              spellCheck={false}
              enterKeyHint="search"
              value={query}
              onChange={(event) => onQueryChange(event.target.value)}
            />
            {query === '' ? <RotatingPlaceholder /> : null}
          </div>
          <button type="button" className={styles.close} aria-label="Close search" onClick={() => onClose('dismiss')}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className={styles.body} aria-busy={busy} onClick={closeOnResultClick}>
          <Suspense fallback={<LoadingPanel />}>
            {resultsRef ? (
              <SearchErrorBoundary resetKey={resultsRef.variables.query} fallback={trending}>
                <SearchResults queryRef={resultsRef} />
              </SearchErrorBoundary>
            ) : (
              trending
            )}
          </Suspense>
        </div>
      </div>
    </div>,
    document.body,
  );
}
