'use client';

import { useEffect } from 'react';
import { SearchOverlay, type CloseReason } from './SearchOverlay';
import { useSearchQueries } from './useSearchQueries';

type Props = {
  query: string;
  onQueryChange: (query: string) => void;
  onClose: (reason: CloseReason, returnTo: HTMLElement | null) => void;
};

/**
 * The overlay with its queries: fetched (with Relay) on the first open, never with the page. Trending loads when it
 * opens; results follow the typed query (`useSearchQueries`).
 */
export function SearchOverlayWithQueries({ query, onQueryChange, onClose }: Props) {
  const { trendingRef, loadTrending, resultsRef, isPending } = useSearchQueries(query);
  useEffect(loadTrending, [loadTrending]);
  return (
    <SearchOverlay query={query} onQueryChange={onQueryChange} onClose={onClose} trendingRef={trendingRef} resultsRef={resultsRef} busy={isPending} />
  );
}
