import DataLoader from 'dataloader';
import type { RestPage } from '../rest/envelope.ts';
import type { RestClient } from '../rest/http.ts';
import { fetchWebStoriesByIds, fetchWebStory, fetchWebStoryPage, MAX_WEB_STORY_IDS_PER_CALL } from '../rest/web-stories/web-stories.ts';
import type { WebStoryDetailModel, WebStoryModel } from '../rest/web-stories/types.ts';
import { alignWithKeys } from './keyed.ts';

type PageRequest = { page: number; limit: number };

/** Web stories (public token): pages, ids and slugs each fetched once per request, every answer priming the others. */
export function createWebStoryLoaders(client: RestClient) {
  /** `/webstory-list?id[]=`: every id of one tick in one call (the `node(id:)` batch). */
  const webStoryById = new DataLoader<string, WebStoryModel | null>(
    async (ids) => alignWithKeys(ids, await fetchWebStoriesByIds(client, ids), (story) => story._id),
    { maxBatchSize: MAX_WEB_STORY_IDS_PER_CALL },
  );

  /** `/webstory?filterby=slug&query=`: one call per slug (the api has no slug batch); null for an unknown slug. */
  const webStoryBySlug = new DataLoader<string, WebStoryDetailModel | null>(
    (slugs) =>
      Promise.all(
        slugs.map(async (slug) => {
          const story = await fetchWebStory(client, slug);
          if (story !== null) webStoryById.prime(story._id, story);
          return story;
        }),
      ),
    { batch: false },
  );

  /** `/webstory-list?page=&limit=`: one call per distinct page, its stories primed by id. */
  const webStoryPage = new DataLoader<PageRequest, RestPage<WebStoryModel>, string>(
    (requests) =>
      Promise.all(
        requests.map(async (request) => {
          const page = await fetchWebStoryPage(client, request);
          for (const story of page.items) webStoryById.prime(story._id, story);
          return page;
        }),
      ),
    { batch: false, cacheKeyFn: ({ page, limit }) => `${page}:${limit}` },
  );

  return { webStoryById, webStoryBySlug, webStoryPage };
}
