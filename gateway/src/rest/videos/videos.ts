import { z } from 'zod';
import type { RestPage } from '../envelope.ts';
import type { RestClient } from '../http.ts';
import { videoSchema } from './schemas.ts';
import type { VideoModel } from './types.ts';

const videoListSchema = z.array(videoSchema);

export interface VideoPageRequest {
  tag: string | null;
  page: number;
  limit: number;
}

/** `GET /videos?page=&limit=&tag=`: one page of videos, newest first (an unknown tag is an empty page). */
export async function fetchVideoPage(client: RestClient, { tag, page, limit }: VideoPageRequest): Promise<RestPage<VideoModel>> {
  const query = { page, limit, ...(tag === null ? {} : { tag }) };
  return (await client.getPage('/videos', query, videoSchema)) ?? { items: [], total: 0, page, limit };
}

/** `GET /videos?id[]=`: the videos of those ids (1..100), unknown ids omitted. */
export async function fetchVideosByIds(client: RestClient, ids: readonly string[]): Promise<VideoModel[]> {
  return (await client.getData('/videos', { 'id[]': ids }, videoListSchema)) ?? [];
}

/** `GET /videos?filterby=slug&query=`: one video, or null (404 `Video not found`). */
export function fetchVideoBySlug(client: RestClient, slug: string): Promise<VideoModel | null> {
  return client.getData('/videos', { filterby: 'slug', query: slug }, videoSchema);
}
