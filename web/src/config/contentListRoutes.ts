import { pagedListRedirect, pagedListRewrites, pagePath } from './pagedLists';

/**
 * The blog and news lists (`/blogs`, `/blogs/{category}`, `/news`, `/news/{category}`, `?page=N` included) are
 * cached list pages (src/config/pagedLists.ts), served by one internal route per kind with the scope (`all` or the
 * category) and the page in its path: `app/content-lists/{kind}/[scope]/[page]`.
 */
export const CONTENT_LISTS_ROUTE = '/content-lists';
export const ALL_SCOPE = 'all';

/** How many items a blog or news list page holds (the connections' default `first`). */
export const CONTENT_PAGE_SIZE = 12;

type ContentKind = 'blogs' | 'news';

const KINDS: ContentKind[] = ['blogs', 'news'];

export const contentListRewrites = KINDS.flatMap((kind) => [
  ...pagedListRewrites(`/${kind}`, `${CONTENT_LISTS_ROUTE}/${kind}/${ALL_SCOPE}`),
  ...pagedListRewrites(`/${kind}/:category`, `${CONTENT_LISTS_ROUTE}/${kind}/:category`),
]);

/** The `all` scope first: redirects apply the first rule that matches. */
export const contentListRedirects = KINDS.flatMap((kind) => [
  pagedListRedirect(`${CONTENT_LISTS_ROUTE}/${kind}/${ALL_SCOPE}`, `/${kind}`),
  pagedListRedirect(`${CONTENT_LISTS_ROUTE}/${kind}/:category`, `/${kind}/:category`),
]);

/** The public URL of a list page: `/blogs`, `/blogs/{category}?page=2`, … */
export const contentListPath = (kind: ContentKind, scope: string, page = 1): string =>
  pagePath(scope === ALL_SCOPE ? `/${kind}` : `/${kind}/${scope}`, page);
