/**
 * Window events that open or close the search overlay from anywhere (the mobile bottom bar's
 * "Search" button, for one): `window.dispatchEvent(new Event('open-search'))`, or call `openSearch()`.
 */
export const OPEN_SEARCH_EVENT = 'open-search';
export const CLOSE_SEARCH_EVENT = 'close-search';

export function openSearch(): void {
  window.dispatchEvent(new Event(OPEN_SEARCH_EVENT));
}

export function closeSearch(): void {
  window.dispatchEvent(new Event(CLOSE_SEARCH_EVENT));
}
