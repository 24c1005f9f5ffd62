/**
 * The site's own listing routes, which no REST list names (the gateway's `sitemap` lists the pages of the data):
 * home, the content indexes and the KMY media pages.
 */
export const FIXED_SITEMAP_PATHS: readonly string[] = [
  '/',
  '/blogs',
  '/news',
  '/webstories',
  '/videos',
  '/kailash-mansarovar-yatra-videos',
  '/kailash-mansarovar-yatra-photos',
];
