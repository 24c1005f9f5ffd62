/** How many items a content list page holds (the connections' default `first`). */
export const CONTENT_PAGE_SIZE = 12;

/** The largest `?page=N` a list answers (the gateway refuses cursors past offset 99,999). */
export const MAX_LIST_PAGE = 1000;

/**
 * The `after` cursor that starts page `page` (1-based) of `size` items, or null for the first: the gateway's
 * cursors are base64 of `offset:N` (gateway/README.md "Connections"), the index of the edge before the window.
 * The one place the web builds a cursor: a server-rendered `?page=N` (no JavaScript) starts its list there.
 */
export function cursorBeforePage(page: number, size = CONTENT_PAGE_SIZE): string | null {
  return page <= 1 ? null : btoa(`offset:${(page - 1) * size - 1}`);
}

/** A `[page]` route segment as a page number, or null when it is none (the route answers 404). */
export function parseListPage(segment: string): number | null {
  if (!/^[1-9][0-9]{0,3}$/.test(segment)) return null;
  const page = Number(segment);
  return page <= MAX_LIST_PAGE ? page : null;
}
