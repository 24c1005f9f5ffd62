import DataLoader from 'dataloader';
import type { RestPage } from '../rest/envelope.ts';
import type { RestClient } from '../rest/http.ts';
import { fetchVideoBySlug, fetchVideoPage, fetchVideosByIds, type VideoPageRequest } from '../rest/videos/videos.ts';
import type { VideoModel } from '../rest/videos/types.ts';
import { alignWithKeys } from './keyed.ts';
import { isContentSlug } from '../domain/content-slug.ts';

/** The most ids `/videos?id[]=` takes in one call. */
const MAX_IDS_PER_CALL = 100;

export function createVideoLoaders(client: RestClient) {
  /** `/videos?id[]=`: every `node(id:)` of a video in one tick goes out in one call. */
  const videoById = new DataLoader<string, VideoModel | null>(
    async (ids) => alignWithKeys(ids, await fetchVideosByIds(client, ids), (video) => video._id),
    { maxBatchSize: MAX_IDS_PER_CALL },
  );

  /** `/videos?filterby=slug&query=`: once per slug; a text that is no slug is null without a call. */
  const videoBySlug = new DataLoader<string, VideoModel | null>(
    (slugs) =>
      Promise.all(
        slugs.map(async (slug) => {
          const video = isContentSlug(slug) ? await fetchVideoBySlug(client, slug) : null;
          if (video !== null) videoById.prime(video._id, video);
          return video;
        }),
      ),
    { batch: false },
  );

  /** One `/videos?page=&limit=&tag=` page per request and key; its videos are primed by id and slug. */
  const videoPage = new DataLoader<VideoPageRequest, RestPage<VideoModel>, string>(
    (requests) =>
      Promise.all(
        requests.map(async (request) => {
          const page = await fetchVideoPage(client, request);
          for (const video of page.items) {
            videoById.prime(video._id, video);
            videoBySlug.prime(video.slug, video);
          }
          return page;
        }),
      ),
    { batch: false, cacheKeyFn: ({ tag, page, limit }) => `${tag ?? ''}|${page}|${limit}` },
  );

  return { videoById, videoBySlug, videoPage };
}
