import { cursorBeforePage } from '@/relay/offsetCursor';

/** The most URLs one sitemap file may list (sitemaps.org); past it the site's sitemap is split into several files. */
export const SITEMAP_MAX_URLS = 50_000;

/** How many sitemap files `total` URLs need (at least one, so the index always lists a file). */
export function sitemapFileCount(total: number, maxUrls = SITEMAP_MAX_URLS): number {
  return Math.max(1, Math.ceil(total / maxUrls));
}

/** The URLs of sitemap file `id` (0-based): the slice [id × max, (id + 1) × max) of all of them. */
export function sitemapFileWindow(id: number, maxUrls = SITEMAP_MAX_URLS): { offset: number; limit: number } {
  return { offset: id * maxUrls, limit: maxUrls };
}

/** Splits entries into sitemap files of at most `maxUrls` each, in order. */
export function chunkSitemapEntries<T>(entries: readonly T[], maxUrls = SITEMAP_MAX_URLS): T[][] {
  return Array.from({ length: sitemapFileCount(entries.length, maxUrls) }, (_, id) => {
    const { offset, limit } = sitemapFileWindow(id, maxUrls);
    return entries.slice(offset, offset + limit);
  });
}

/** A sitemap file's `[id]` segment as its 0-based number, or null (the file answers 404) unless an integer below `fileCount`. */
export function parseSitemapFileId(segment: string, fileCount: number): number | null {
  if (!/^(0|[1-9][0-9]*)$/.test(segment)) return null;
  const id = Number(segment);
  return id < fileCount ? id : null;
}

/**
 * Where the fixed routes fall in file `id`: they follow the gateway's `dataTotal` entries, so the file holding
 * positions [id × max, (id + 1) × max) of the whole list takes the part of them inside that window.
 */
export function fixedPathsOfFile(fixed: readonly string[], id: number, dataTotal: number, maxUrls = SITEMAP_MAX_URLS): string[] {
  const { offset, limit } = sitemapFileWindow(id, maxUrls);
  return fixed.slice(Math.max(0, offset - dataTotal), Math.max(0, offset + limit - dataTotal));
}

/** The gateway cursor file `id` starts after (base64 of `offset:{id × max − 1}`), or null for the first file. */
export function sitemapFileCursor(id: number, maxUrls = SITEMAP_MAX_URLS): string | null {
  return cursorBeforePage(id + 1, maxUrls);
}
