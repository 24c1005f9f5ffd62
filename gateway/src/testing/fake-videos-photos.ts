import type { PhotoAlbumDetailModel } from '../rest/photo-albums/types.ts';
import type { VideoModel } from '../rest/videos/types.ts';
import { failure, ok, paged, type FakeReply } from './fake-upstream.ts';

const hexId = (prefix: string, n: number) => `${prefix}${String(n).padStart(24 - prefix.length, '0')}`;

/** A video of the fake: `video-n`, tagged `kmy` when asked, a WebM file source. */
export function video(n: number, overrides: Partial<VideoModel> = {}): VideoModel {
  const slug = overrides.slug ?? `video-${n}`;
  return {
    _id: hexId('e1', n),
    slug,
    title: `Video ${n}`,
    summary: `What video ${n} shows.`,
    image: `/media/videos/${slug}`,
    durationSeconds: 272,
    duration: '4:32',
    tags: [],
    source: { kind: 'file', url: `/media/clips/${slug}.webm`, mimeType: 'video/webm' },
    publishedAt: `2025-08-${String(28 - (n % 28)).padStart(2, '0')}T06:00:00.000Z`,
    ...overrides,
  };
}

/** An album of the fake with `photoCount` photos, alternately landscape 1600×1200 and portrait 1200×1600. */
export function photoAlbum(n: number, overrides: Partial<PhotoAlbumDetailModel> = {}, photoCount = 3): PhotoAlbumDetailModel {
  const slug = overrides.slug ?? `album-${n}`;
  const photos = Array.from({ length: photoCount }, (_, index) => ({
    _id: hexId(`a${n}`, index + 1),
    position: index + 1,
    image: `/media/photos/${slug}-${index + 1}`,
    caption: `Photo ${index + 1} of album ${n}`,
    width: index % 2 === 0 ? 1600 : 1200,
    height: index % 2 === 0 ? 1200 : 1600,
  }));
  return {
    _id: hexId('e2', n),
    slug,
    title: `Album ${n}`,
    summary: `What album ${n} holds.`,
    image: photos[0]?.image ?? `/media/photos/${slug}-1`,
    tags: [],
    photoCount,
    publishedAt: '2025-09-12T06:00:00.000Z',
    photos,
    ...overrides,
  };
}

type Route = [RegExp, (url: URL) => FakeReply | undefined];

/** CONTRACT.md's three modes of a content list path: `id[]`, `filterby=slug`, else a page filtered by `tag`. */
function contentListRoute<T extends { _id: string; slug: string; tags: string[] }>(
  items: readonly T[],
  notFound: string,
  listed: (item: T) => unknown,
): (url: URL) => FakeReply {
  return (url) => {
    const ids = url.searchParams.getAll('id[]');
    if (ids.length > 0) {
      const found = ids.flatMap((id) => items.filter((item) => item._id === id)).map(listed);
      return paged(found, found.length, 1, Math.max(found.length, 1));
    }
    if (url.searchParams.get('filterby') === 'slug') {
      const item = items.find((candidate) => candidate.slug === url.searchParams.get('query'));
      return item === undefined ? failure(404, notFound) : ok(item);
    }
    const tag = url.searchParams.get('tag');
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? 12);
    const all = items.filter((item) => tag === null || item.tags.includes(tag)).map(listed);
    return paged(all.slice((page - 1) * limit, page * limit), all.length, page, limit);
  };
}

/** The `/videos` and `/photo-albums` routes of the fake catalogue (albums are listed without their photos). */
export function videoPhotoRoutes(videos: readonly VideoModel[], albums: readonly PhotoAlbumDetailModel[]): Route[] {
  return [
    [/^\/videos$/, contentListRoute(videos, 'Video not found', (item) => item)],
    [/^\/photo-albums$/, contentListRoute(albums, 'Photo album not found', ({ photos, ...card }) => card)],
  ];
}

/** 14 videos (the odd ones and `kailash-parikrama-day-by-day` tagged `kmy`) and 3 albums, the first `kmy`. */
export function standardVideosAndAlbums() {
  const videos = Array.from({ length: 14 }, (_, index) => video(index + 1, index % 2 === 0 ? { tags: ['kmy'] } : {}));
  videos[0] = video(1, { slug: 'kailash-parikrama-day-by-day', title: 'Kailash Parikrama Day by Day', tags: ['kmy'] });
  const albums = [
    photoAlbum(1, { slug: 'kailash-mansarovar-yatra-2025', title: 'Kailash Mansarovar Yatra 2025', tags: ['kmy'] }, 4),
    photoAlbum(2),
    photoAlbum(3),
  ];
  return { videos, photoAlbums: albums };
}
