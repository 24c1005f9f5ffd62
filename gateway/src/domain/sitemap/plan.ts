import type { ConnectionWindow } from '../relay/index.ts';

/** The part of one list that falls in a window: its pages (1-based) and the items to take from their concatenation. */
export interface SitemapSlice {
  source: number;
  pages: number[];
  /** Items of the fetched pages to skip before the window starts. */
  skip: number;
  take: number;
}

/**
 * Which pages of which lists hold the window [offset, offset + first) of the lists concatenated in order, given
 * each list's total and page size (Infinity for a list answered whole, always page 1).
 */
export function planSitemapSlices(totals: readonly number[], pageSizes: readonly number[], { offset, first }: ConnectionWindow): SitemapSlice[] {
  const slices: SitemapSlice[] = [];
  let start = 0;
  totals.forEach((total, source) => {
    const from = Math.max(offset - start, 0);
    const to = Math.min(offset + first - start, total);
    start += total;
    if (from >= to) return;
    const size = pageSizes[source] ?? Number.POSITIVE_INFINITY;
    const firstPage = Number.isFinite(size) ? Math.floor(from / size) + 1 : 1;
    const lastPage = Number.isFinite(size) ? Math.floor((to - 1) / size) + 1 : 1;
    const pages = Array.from({ length: lastPage - firstPage + 1 }, (_, index) => firstPage + index);
    slices.push({ source, pages, skip: Number.isFinite(size) ? from - (firstPage - 1) * size : from, take: to - from });
  });
  return slices;
}
