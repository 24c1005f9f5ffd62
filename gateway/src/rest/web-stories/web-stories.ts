import type { RestPage } from '../envelope.ts';
import type { RestClient } from '../http.ts';
import { webStoryDetailSchema, webStorySchema } from './schemas.ts';
import type { WebStoryDetailModel, WebStoryModel } from './types.ts';

/** The most ids `/webstory-list?id[]=` takes in one call. */
export const MAX_WEB_STORY_IDS_PER_CALL = 100;

/** `GET /webstory-list?page=&limit=` (spec §7, §9: page 1, limit 8): newest first, with a total. */
export async function fetchWebStoryPage(client: RestClient, { page, limit }: { page: number; limit: number }): Promise<RestPage<WebStoryModel>> {
  return (await client.getPage('/webstory-list', { page, limit }, webStorySchema)) ?? { items: [], total: 0, page, limit };
}

/** `GET /webstory-list?id[]=`: the stories of those ids (unknown ones omitted), the batch behind `node(id:)`. */
export async function fetchWebStoriesByIds(client: RestClient, ids: readonly string[]): Promise<WebStoryModel[]> {
  return (await client.getPage('/webstory-list', { 'id[]': ids }, webStorySchema))?.items ?? [];
}

/** `GET /webstory?filterby=slug&query=`: one story with `nextSlug`/`previousSlug`; null when the api answers 404. */
export function fetchWebStory(client: RestClient, slug: string): Promise<WebStoryDetailModel | null> {
  return client.getData('/webstory', { filterby: 'slug', query: slug }, webStoryDetailSchema);
}
