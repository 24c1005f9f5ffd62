/**
 * Where the web stories list is served from: next.config.ts rewrites `/webstories` and `/webstories?page=N` to
 * `/webstories/list/N`, a cached page under a dynamic segment (a page without one would be prerendered at build
 * time, when there is no gateway), and redirects `/webstories/list/N` itself to `/webstories?page=N`.
 */
export const WEB_STORIES_PATH = '/webstories';

/** Spec §9: web stories are listed 8 at a time. */
export const WEB_STORIES_PAGE_SIZE = 8;

/** The address of page `page` of the list: `/webstories` for the first, `/webstories?page=N` after it. */
export const webStoriesPagePath = (page: number): string => (page <= 1 ? WEB_STORIES_PATH : `${WEB_STORIES_PATH}?page=${page}`);

/** The page number of a `/webstories/list/[page]` segment, or null when it is not 1..9999 written plainly. */
export function webStoriesPageNumber(segment: string): number | null {
  return /^[1-9][0-9]{0,3}$/.test(segment) ? Number(segment) : null;
}

export const webStoriesRewrites = [
  { source: WEB_STORIES_PATH, has: [{ type: 'query' as const, key: 'page', value: '(?<page>[1-9][0-9]{0,3})' }], destination: '/webstories/list/:page' },
  { source: WEB_STORIES_PATH, destination: '/webstories/list/1' },
];

export const webStoriesRedirects = [{ source: '/webstories/list/:page', destination: '/webstories?page=:page', permanent: false }];
