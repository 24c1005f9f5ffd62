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
