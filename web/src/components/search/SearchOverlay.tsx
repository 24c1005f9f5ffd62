'use client';

import dynamic from 'next/dynamic';
import { Suspense, useEffect, useRef, useState, type MouseEvent } from 'react';
import type { PreloadedQuery } from 'react-relay';
import type { SearchResultsQuery } from '@/__generated__/SearchResultsQuery.graphql';
import type { SearchTrendingQuery } from '@/__generated__/SearchTrendingQuery.graphql';
import { Dialog } from '@/components/dialog/Dialog';
import { RotatingPlaceholder } from './RotatingPlaceholder';
import { SearchErrorBoundary } from './SearchErrorBoundary';
import { SearchIcon } from './SearchIcon';
import { SearchResults } from './SearchResults';
import { SearchTrending } from './SearchTrending';
import { MAX_SEARCH_LENGTH } from './searchRules';
import styles from './SearchOverlay.module.css';
import enquiryStyles from '@/components/enquiries/QuickEnquiry.module.css';

// Loaded with the overlay's short-query view, never with the page.
const QuickEnquiryForm = dynamic(() => import('@/components/enquiries/QuickEnquiryForm').then((m) => m.QuickEnquiryForm), { ssr: false });

export type CloseReason = 'dismiss' | 'result';

type Props = {
  query: string;
  onQueryChange: (query: string) => void;
  /** `returnTo`: what had focus when the overlay opened (the owner returns focus there on a dismissal). */
  onClose: (reason: CloseReason, returnTo: HTMLElement | null) => void;
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

/** The search dialog (the overlay variant of `Dialog`): full screen on small screens, a panel under the header on wide ones. */
export function SearchOverlay({ query, onQueryChange, onClose, trendingRef, resultsRef, busy }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  // Read during the first render, before focus moves in.
  const [returnTo] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const close = (reason: CloseReason) => onClose(reason, returnTo);
  // In the DOM from the start, so screen readers hear it change (SearchResults sets it once results settle).
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const input = inputRef.current;
    input?.focus();
    input?.setSelectionRange(input.value.length, input.value.length);
  }, []);

  const closeOnResultClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) close('result');
  };

  const trending = trendingRef ? (
    <SearchErrorBoundary fallback={null}>
      <SearchTrending queryRef={trendingRef} />
    </SearchErrorBoundary>
  ) : null;

  return (
    <Dialog
      variant="overlay"
      label="Search"
      onClose={() => close('dismiss')}
      backdropClassName={styles.backdrop}
      className={styles.dialog}
    >
      {/* data-search-overlay: toasts move off the search box while it is open (Toaster.module.css). */}
      <div className={styles.bar} data-search-overlay="">
        <div className={styles.field}>
          <SearchIcon className={styles.icon} />
          <input
            ref={inputRef}
            // Focus that lands outside the overlay (the focus trap pulls it back) comes here, not to the quick
            // enquiry's Name field below: the header box can take focus once more while the overlay's code loads.
            data-autofocus=""
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
        <button type="button" className={styles.close} aria-label="Close search" onClick={() => close('dismiss')}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p role="status" className={styles.visuallyHidden}>
        {resultsRef ? announcement : ''}
      </p>
      <div className={styles.body} aria-busy={busy} onClick={closeOnResultClick}>
        <Suspense fallback={<LoadingPanel />}>
          {resultsRef ? (
            <SearchErrorBoundary resetKey={resultsRef.variables.query} fallback={trending}>
              <SearchResults queryRef={resultsRef} onAnnounce={setAnnouncement} />
            </SearchErrorBoundary>
          ) : (
            trending
          )}
        </Suspense>
        {resultsRef ? null : (
          // Spec §2: with no query (or a short one), a Quick Enquiry form under the trending lists. No region of its
          // own (unnamed): the footer's card is the one region named 'Quick Enquiry'; here its heading leads to it.
          <section className={enquiryStyles.overlaySection}>
            <h2 className={enquiryStyles.overlayTitle}>
              Quick Enquiry
            </h2>
            <QuickEnquiryForm form="QUICK" layout="wide" onDone={() => close('result')} />
          </section>
        )}
      </div>
    </Dialog>
  );
}
