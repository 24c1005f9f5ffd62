import DataLoader from 'dataloader';
import type { RestPage } from '../rest/envelope.ts';
import type { RestClient } from '../rest/http.ts';
import {
  fetchPhotoAlbumBySlug,
  fetchPhotoAlbumPage,
  fetchPhotoAlbumsByIds,
  type PhotoAlbumPageRequest,
} from '../rest/photo-albums/photo-albums.ts';
import type { PhotoAlbumDetailModel, PhotoAlbumModel } from '../rest/photo-albums/types.ts';
import { alignWithKeys } from './keyed.ts';
import { isContentSlug } from '../domain/content-slug.ts';

/** The most ids `/photo-albums?id[]=` takes in one call. */
const MAX_IDS_PER_CALL = 100;

export function createPhotoAlbumLoaders(client: RestClient) {
  /** `/photo-albums?id[]=`: every `node(id:)` of an album in one tick goes out in one call. */
  const photoAlbumById = new DataLoader<string, PhotoAlbumModel | null>(
    async (ids) => alignWithKeys(ids, await fetchPhotoAlbumsByIds(client, ids), (album) => album._id),
    { maxBatchSize: MAX_IDS_PER_CALL },
  );

  /**
   * `/photo-albums?filterby=slug&query=`: an album with its photos, once per slug per request. The contract has
   * no batch of details, so albums listed with their photos cost one call each (a handful: the seed has four).
   */
  const photoAlbumBySlug = new DataLoader<string, PhotoAlbumDetailModel | null>(
    (slugs) => Promise.all(slugs.map((slug) => (isContentSlug(slug) ? fetchPhotoAlbumBySlug(client, slug) : null))),
    { batch: false },
  );

  /** One `/photo-albums?page=&limit=&tag=&tagFirst=` page per request and key; its albums are primed by id. */
  const photoAlbumPage = new DataLoader<PhotoAlbumPageRequest, RestPage<PhotoAlbumModel>, string>(
    (requests) =>
      Promise.all(
        requests.map(async (request) => {
          const page = await fetchPhotoAlbumPage(client, request);
          for (const album of page.items) photoAlbumById.prime(album._id, album);
          return page;
        }),
      ),
    { batch: false, cacheKeyFn: ({ tag, tagFirst, page, limit }) => `${tag ?? ''}|${tagFirst ?? ''}|${page}|${limit}` },
  );

  return { photoAlbumById, photoAlbumBySlug, photoAlbumPage };
}
