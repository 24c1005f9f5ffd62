import { z } from 'zod';
import type { RestPage } from '../envelope.ts';
import type { RestClient } from '../http.ts';
import { photoAlbumDetailSchema, photoAlbumSchema } from './schemas.ts';
import type { PhotoAlbumDetailModel, PhotoAlbumModel } from './types.ts';

const photoAlbumListSchema = z.array(photoAlbumSchema);

export interface PhotoAlbumPageRequest {
  tag: string | null;
  /** The albums with this tag first (`tagFirst=`), or null: newest first only. */
  tagFirst: string | null;
  page: number;
  limit: number;
}

/** `GET /photo-albums?page=&limit=&tag=&tagFirst=`: one page of albums, newest first, without their photos. */
export async function fetchPhotoAlbumPage(
  client: RestClient,
  { tag, tagFirst, page, limit }: PhotoAlbumPageRequest,
): Promise<RestPage<PhotoAlbumModel>> {
  const query = { page, limit, ...(tag === null ? {} : { tag }), ...(tagFirst === null ? {} : { tagFirst }) };
  return (await client.getPage('/photo-albums', query, photoAlbumSchema)) ?? { items: [], total: 0, page, limit };
}

/** `GET /photo-albums?id[]=`: the albums of those ids (1..100), unknown ids omitted. */
export async function fetchPhotoAlbumsByIds(client: RestClient, ids: readonly string[]): Promise<PhotoAlbumModel[]> {
  return (await client.getData('/photo-albums', { 'id[]': ids }, photoAlbumListSchema)) ?? [];
}

/** `GET /photo-albums?filterby=slug&query=`: one album with its photos, or null (404 `Photo album not found`). */
export function fetchPhotoAlbumBySlug(client: RestClient, slug: string): Promise<PhotoAlbumDetailModel | null> {
  return client.getData('/photo-albums', { filterby: 'slug', query: slug }, photoAlbumDetailSchema);
}
