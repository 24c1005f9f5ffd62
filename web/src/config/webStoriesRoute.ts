import { pagedListRedirect, pagedListRewrites, pagePath } from './pagedLists';

/**
 * The web stories list, a cached list page (src/config/pagedLists.ts): `/webstories` and `/webstories?page=N` are
 * served by `app/webstories/list/[page]`.
 */
export const WEB_STORIES_PATH = '/webstories';
const WEB_STORIES_ROUTE = '/webstories/list';

/** Spec §9: web stories are listed 8 at a time. */
export const WEB_STORIES_PAGE_SIZE = 8;

/** The address of page `page` of the list: `/webstories` for the first, `/webstories?page=N` after it. */
export const webStoriesPagePath = (page: number): string => pagePath(WEB_STORIES_PATH, page);

export const webStoriesRewrites = pagedListRewrites(WEB_STORIES_PATH, WEB_STORIES_ROUTE);

export const webStoriesRedirects = [pagedListRedirect(WEB_STORIES_ROUTE, WEB_STORIES_PATH)];
