import { z } from 'zod';
import type { RestPage } from '../envelope.ts';
import { isAllowedEmbed } from '../../domain/safe-url.ts';
import type { RestClient } from '../http.ts';
import { videoSchema } from './schemas.ts';
import type { VideoModel } from './types.ts';

const videoListSchema = z.array(videoSchema);

/**
 * Whether the site can play `video`: a media file, or an embed from a player of `EMBED_HOSTS`. `source` is
 * non-null in the SDL and the api gives one source per video, so a video with any other embed is left out of
 * every answer (lists, batches, by slug) and logged.
 */
function isPlayable(client: RestClient, video: VideoModel): boolean {
  if (video.source.kind === 'file' || isAllowedEmbed(video.source.url)) return true;
  client.warn(`video ${video._id} left out: its embed source is not an https URL of an allowed player`);
  return false;
}

const playable = (client: RestClient, videos: VideoModel[]) => videos.filter((video) => isPlayable(client, video));

export interface VideoPageRequest {
  tag: string | null;
  page: number;
  limit: number;
}

/** `GET /videos?page=&limit=&tag=`: one page of videos, newest first (an unknown tag is an empty page). */
export async function fetchVideoPage(client: RestClient, { tag, page, limit }: VideoPageRequest): Promise<RestPage<VideoModel>> {
  const query = { page, limit, ...(tag === null ? {} : { tag }) };
  const found = await client.getPage('/videos', query, videoSchema);
  return found === null ? { items: [], total: 0, page, limit } : { ...found, items: playable(client, found.items) };
}

/** `GET /videos?id[]=`: the videos of those ids (1..100), unknown ids omitted. */
export async function fetchVideosByIds(client: RestClient, ids: readonly string[]): Promise<VideoModel[]> {
  return playable(client, (await client.getData('/videos', { 'id[]': ids }, videoListSchema)) ?? []);
}

/** `GET /videos?filterby=slug&query=`: one video, or null (404 `Video not found`, or a video that cannot be played). */
export async function fetchVideoBySlug(client: RestClient, slug: string): Promise<VideoModel | null> {
  const video = await client.getData('/videos', { filterby: 'slug', query: slug }, videoSchema);
  return video !== null && isPlayable(client, video) ? video : null;
}
