'use client';

import { useCallback, useEffect, useTransition } from 'react';
import { useQueryLoader } from 'react-relay';
import type { SearchResultsQuery } from '@/__generated__/SearchResultsQuery.graphql';
import type { SearchTrendingQuery } from '@/__generated__/SearchTrendingQuery.graphql';
import { searchResultsQuery } from './SearchResults';
import { searchTrendingQuery } from './SearchTrending';
import { SEARCH_DEBOUNCE_MS, shouldSearch } from './searchRules';

/**
 * Loads the overlay's data: trending once (on the first `loadTrending`), and search results for
 * `query` after a debounce, only at 3+ characters. Results load in a transition, so the previous
 * view stays on screen (with `isPending`) instead of a fallback while the next one arrives.
 */
export function useSearchQueries(query: string) {
  const [trendingRef, loadTrendingQuery] = useQueryLoader<SearchTrendingQuery>(searchTrendingQuery);
  const [resultsRef, loadResults, disposeResults] = useQueryLoader<SearchResultsQuery>(searchResultsQuery);
  const [isPending, startTransition] = useTransition();
  const trimmed = query.trim();

  const loadTrending = useCallback(() => {
    if (trendingRef == null) loadTrendingQuery({}, { fetchPolicy: 'store-or-network' });
  }, [trendingRef, loadTrendingQuery]);

  useEffect(() => {
    if (!shouldSearch(trimmed)) {
      disposeResults();
      return undefined;
    }
    const timer = window.setTimeout(() => {
      startTransition(() => loadResults({ query: trimmed }, { fetchPolicy: 'store-or-network' }));
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [trimmed, loadResults, disposeResults]);

  return {
    trendingRef,
    loadTrending,
    resultsRef: shouldSearch(trimmed) ? resultsRef : null,
    isPending,
  };
}
