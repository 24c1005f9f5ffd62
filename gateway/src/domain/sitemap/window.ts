import { badUserInputError } from '../../errors.ts';
import { type ConnectionWindow, encodeCursor } from '../relay/index.ts';

export const DEFAULT_SITEMAP_PAGE_SIZE = 1000;
/** The most entries one `sitemap` page answers: 50 REST pages of 100, plus one first page per list. */
export const MAX_SITEMAP_PAGE_SIZE = 5000;

/**
 * The offset a sitemap cursor stands for. Unlike other connections' cursors it is not capped at 99,999: a site may
 * list more pages than that, and the pages asked of each list never pass that list's own total.
 */
function sitemapOffset(cursor: string): number {
  const digits = /^offset:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64').toString('utf8'))?.[1];
  if (digits === undefined || encodeCursor(Number(digits)) !== cursor) throw badUserInputError(`"${cursor}" is not a valid cursor.`);
  return Number(digits);
}

/** Validates `first` (1..5000) and turns `after` into the offset of the next entry. */
export function sitemapWindow(first: number | null | undefined, after: string | null | undefined): ConnectionWindow {
  const size = first ?? DEFAULT_SITEMAP_PAGE_SIZE;
  if (!Number.isInteger(size) || size < 1 || size > MAX_SITEMAP_PAGE_SIZE) {
    throw badUserInputError(`"first" must be between 1 and ${MAX_SITEMAP_PAGE_SIZE}, got ${size}.`);
  }
  return { offset: after == null ? 0 : sitemapOffset(after) + 1, first: size };
}
