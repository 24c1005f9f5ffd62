/**
 * A cached list page with `?page=N`, one spelling for every list (blogs, news, web stories, videos, photo albums). A
 * `force-static` page never sees its query string, and a page without a dynamic segment would be prerendered by
 * `next build` (no gateway then; see app/home/[edition]/page.tsx). So next.config.ts rewrites the public path,
 * with or without `?page=N`, onto an internal route ending in `/[page]`, and redirects that route back to the public
 * path. The route reads its segment with `parseListPage`: anything but 1..MAX_LIST_PAGE written plainly is a 404.
 */

/** The largest page a list answers (a bound on what can fill the page cache). */
export const MAX_LIST_PAGE = 999;

type QueryMatch = { type: 'query'; key: string; value: string };
export type RewriteRule = { source: string; destination: string; has?: QueryMatch[] };
export type RedirectRule = RewriteRule & { permanent: boolean };

/** Any digits: an out-of-range number still reaches the route, which answers 404 for it. */
export const PAGE_QUERY: QueryMatch = { type: 'query', key: 'page', value: '(?<page>[0-9]+)' };

/** A `[page]` route segment as a page number, or null when it is none (the route answers 404). */
export function parseListPage(segment: string): number | null {
  if (!/^[1-9][0-9]*$/.test(segment)) return null;
  const page = Number(segment);
  return page <= MAX_LIST_PAGE ? page : null;
}

/** The public address of page `page` of a list: `publicPath` for the first, `publicPath?page=N` after it. */
export const pagePath = (publicPath: string, page: number): string => (page <= 1 ? publicPath : `${publicPath}?page=${page}`);

/** `publicPath` and `publicPath?page=N` onto `route/N` (page 1 without the query). Both may hold `:params`. */
export const pagedListRewrites = (publicPath: string, route: string): RewriteRule[] => [
  { source: publicPath, has: [PAGE_QUERY], destination: `${route}/:page` },
  { source: publicPath, destination: `${route}/1` },
];

/** `route/N` back to `publicPath?page=N`, so the internal route is never an address of its own. */
export const pagedListRedirect = (route: string, publicPath: string): RedirectRule => ({
  source: `${route}/:page`,
  destination: `${publicPath}?page=:page`,
  permanent: false,
});
