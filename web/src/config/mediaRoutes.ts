import { pagedListRedirect, pagedListRewrites, pagePath, type RedirectRule, type RewriteRule } from './pagedLists';

/**
 * The video and photo pages of the spec (§2: `/videos`, `/kailash-mansarovar-yatra-videos`,
 * `/kailash-mansarovar-yatra-photos`). Each is a cached page under dynamic segments (a page without one would be
 * prerendered by `next build`, which has no gateway; see app/home/[edition]/page.tsx), so next.config.ts rewrites
 * the public paths onto them and redirects the internal paths back; the video listings and the photos page are
 * cached list pages with `?page=N` (src/config/pagedLists.ts).
 */
export const VIDEO_LISTINGS = {
  all: {
    path: '/videos',
    tag: null,
    title: 'Videos',
    heading: 'Yatra Videos',
    description: 'Watch our pilgrims on the Kailash Mansarovar Yatra, Char Dham, Adi Kailash and more: parikramas, darshans and how-to guides.',
  },
  kmy: {
    path: '/kailash-mansarovar-yatra-videos',
    tag: 'kmy',
    title: 'Kailash Mansarovar Yatra Videos',
    heading: 'Kailash Mansarovar Yatra Videos',
    description: 'Videos of the Kailash Mansarovar Yatra: the parikrama, the holy dip at Mansarovar, the helicopter route, registration and the medical test.',
  },
} as const;

export type VideoListingKey = keyof typeof VIDEO_LISTINGS;

export const isVideoListingKey = (key: string): key is VideoListingKey => Object.hasOwn(VIDEO_LISTINGS, key);

/** Videos per page: the `?page=N` links and "Load more" both step by it. */
export const VIDEOS_PER_PAGE = 12;

const videoListingRoute = (key: VideoListingKey) => `/videos/${key}`;

/** The public path of a listing's page: `/videos`, `/videos?page=2`. */
export const videoListingPath = (key: VideoListingKey, page: number) => pagePath(VIDEO_LISTINGS[key].path, page);

export const PHOTOS_PATH = '/kailash-mansarovar-yatra-photos';
export const PHOTOS_EDITION = 'kmy';
/** The tag whose albums the photos page lists first (then every other album, so none is unreachable). */
export const PHOTOS_TAG_FIRST = 'kmy';
const PHOTOS_ROUTE = `/photo-albums/${PHOTOS_EDITION}`;

/** Albums per page of the photos page: each shows its whole photo grid, so a page holds few. */
export const ALBUMS_PER_PAGE = 3;

/** The public path of a page of the photos page: `/kailash-mansarovar-yatra-photos`, `…?page=2`. */
export const photosPath = (page: number) => pagePath(PHOTOS_PATH, page);

const VIDEO_LISTING_KEYS = Object.keys(VIDEO_LISTINGS) as VideoListingKey[];

/** next.config.ts `rewrites().beforeFiles`: the public paths onto their cached routes. */
export function mediaRewrites(): RewriteRule[] {
  const videos = VIDEO_LISTING_KEYS.flatMap((key) => pagedListRewrites(VIDEO_LISTINGS[key].path, videoListingRoute(key)));
  return [...videos, ...pagedListRewrites(PHOTOS_PATH, PHOTOS_ROUTE)];
}

/** next.config.ts `redirects()`: the internal routes back to their public paths. */
export function mediaRedirects(): RedirectRule[] {
  const videos = VIDEO_LISTING_KEYS.map((key) => pagedListRedirect(videoListingRoute(key), VIDEO_LISTINGS[key].path));
  return [...videos, pagedListRedirect(PHOTOS_ROUTE, PHOTOS_PATH), { source: PHOTOS_ROUTE, destination: PHOTOS_PATH, permanent: false }];
}
