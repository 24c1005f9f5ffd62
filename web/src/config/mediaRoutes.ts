/**
 * The video and photo pages of the spec (§2: `/videos`, `/kailash-mansarovar-yatra-videos`,
 * `/kailash-mansarovar-yatra-photos`). Each is a cached page under dynamic segments (a page without one would be
 * prerendered by `next build`, which has no gateway; see app/home/[edition]/page.tsx), so next.config.ts rewrites
 * the public paths onto them — `?page=N` included, since a `force-static` page never sees its query string — and
 * redirects the internal paths back.
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

/** Pages past this are 404s (a bound on what can fill the page cache). */
export const MAX_VIDEO_PAGE = 99;

export const videoListingRoute = (key: VideoListingKey, page: number) => `/videos/${key}/${page}`;

/** The public path of a listing's page: `/videos`, `/videos?page=2`. */
export const videoListingPath = (key: VideoListingKey, page: number) =>
  page === 1 ? VIDEO_LISTINGS[key].path : `${VIDEO_LISTINGS[key].path}?page=${page}`;

export const PHOTOS_PATH = '/kailash-mansarovar-yatra-photos';
export const PHOTOS_EDITION = 'kmy';
export const PHOTOS_ROUTE = `/photo-albums/${PHOTOS_EDITION}`;

const PAGE_NUMBER = '(?<page>[1-9][0-9]?)';

type Rule = { source: string; destination: string; has?: { type: 'query'; key: string; value: string }[] };

/** next.config.ts `rewrites().beforeFiles`: the public paths onto their cached routes. */
export function mediaRewrites(): Rule[] {
  const videos = (Object.keys(VIDEO_LISTINGS) as VideoListingKey[]).flatMap((key) => [
    { source: VIDEO_LISTINGS[key].path, has: [{ type: 'query' as const, key: 'page', value: PAGE_NUMBER }], destination: `/videos/${key}/:page` },
    { source: VIDEO_LISTINGS[key].path, destination: videoListingRoute(key, 1) },
  ]);
  return [...videos, { source: PHOTOS_PATH, destination: PHOTOS_ROUTE }];
}

/** next.config.ts `redirects()`: the internal routes back to their public paths. */
export function mediaRedirects(): (Rule & { permanent: boolean })[] {
  const videos = (Object.keys(VIDEO_LISTINGS) as VideoListingKey[]).map((key) => ({
    source: `/videos/${key}/:page`,
    destination: `${VIDEO_LISTINGS[key].path}?page=:page`,
    permanent: false,
  }));
  return [...videos, { source: PHOTOS_ROUTE, destination: PHOTOS_PATH, permanent: false }];
}
