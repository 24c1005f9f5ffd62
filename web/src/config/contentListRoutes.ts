/**
 * The blog and news lists are cached pages (`force-static`), which never see a query string, and pages
 * without a dynamic segment would be prerendered by `next build` (no gateway then). So `/blogs`, `/blogs/{category}`,
 * `/news` and `/news/{category}`, with or without `?page=N`, are rewritten to one internal route per kind with the
 * scope (`all` or the category) and the page in its path: `app/content-lists/{kind}/[scope]/[page]`.
 */
export const CONTENT_LISTS_ROUTE = '/content-lists';
export const ALL_SCOPE = 'all';

const PAGE = { type: 'query' as const, key: 'page', value: '(?<page>[0-9]+)' };

const kindRewrites = (kind: 'blogs' | 'news') => [
  { source: `/${kind}`, has: [PAGE], destination: `${CONTENT_LISTS_ROUTE}/${kind}/${ALL_SCOPE}/:page` },
  { source: `/${kind}`, destination: `${CONTENT_LISTS_ROUTE}/${kind}/${ALL_SCOPE}/1` },
  { source: `/${kind}/:category`, has: [PAGE], destination: `${CONTENT_LISTS_ROUTE}/${kind}/:category/:page` },
  { source: `/${kind}/:category`, destination: `${CONTENT_LISTS_ROUTE}/${kind}/:category/1` },
];

export const contentListRewrites = [...kindRewrites('blogs'), ...kindRewrites('news')];

/** The public URL of a list page: `/blogs`, `/blogs/{category}?page=2`, … */
export function contentListPath(kind: 'blogs' | 'news', scope: string, page = 1): string {
  const base = scope === ALL_SCOPE ? `/${kind}` : `/${kind}/${scope}`;
  return page > 1 ? `${base}?page=${page}` : base;
}
