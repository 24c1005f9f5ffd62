/** Spec §5 and §9: search fires only with at least 3 characters. */
export const MIN_SEARCH_LENGTH = 3;

/** The longest query the gateway searches (longer ones get no results): the search inputs' `maxLength`. */
export const MAX_SEARCH_LENGTH = 100;

/** Quiet time after the last keystroke before a search request is sent. */
export const SEARCH_DEBOUNCE_MS = 250;

export type SearchTabKey = 'packages' | 'blogs' | 'news' | 'collections';

export type SearchCounts = Readonly<Record<SearchTabKey, number>>;

/** The result tabs in the order the overlay shows them, with the spec's labels. */
export const SEARCH_TABS: ReadonlyArray<{ key: SearchTabKey; label: string }> = [
  { key: 'packages', label: 'Packages' },
  { key: 'blogs', label: 'Blogs' },
  { key: 'news', label: 'News' },
  { key: 'collections', label: 'Collection' },
];

export function shouldSearch(query: string): boolean {
  return query.trim().length >= MIN_SEARCH_LENGTH;
}

/** Spec §4: 'no tours found' shows when the query is longer than 3 characters and has no results. */
export function showNoTours(query: string, totalCount: number): boolean {
  return query.trim().length > MIN_SEARCH_LENGTH && totalCount === 0;
}

/**
 * Keeps the current tab while it has results; otherwise the first tab, in display order,
 * that has any. With no results anywhere the current tab stays.
 */
export function chooseActiveTab(current: SearchTabKey, counts: SearchCounts): SearchTabKey {
  if (counts[current] > 0) return current;
  return SEARCH_TABS.find(({ key }) => counts[key] > 0)?.key ?? current;
}

export function tabLabel(label: string, count: number): string {
  return `${label} (${count})`;
}
