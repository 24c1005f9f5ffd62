import DataLoader from 'dataloader';
import type { RestClient } from '../rest/http.ts';
import { fetchContentByIds } from '../rest/content/by-ids.ts';
import type { ContentItemModel } from '../rest/content/types.ts';
import { alignWithKeys } from './keyed.ts';

export function createContentLoaders(client: RestClient) {
  /** `/content?id[]=`: blogs, news and collections asked in one tick go out in one call. */
  const contentById = new DataLoader<string, ContentItemModel | null>(async (ids) =>
    alignWithKeys(ids, await fetchContentByIds(client, ids), (item) => item._id),
  );
  return { contentById };
}
