import DataLoader from 'dataloader';
import type { RestPage } from '../rest/envelope.ts';
import type { RestClient } from '../rest/http.ts';
import {
  fetchCollectionDetail,
  fetchCollectionsByIds,
  fetchCollectionsPage,
  MAX_COLLECTIONS_PER_CALL,
  type CollectionPageRequest,
} from '../rest/collections/collections.ts';
import type { CollectionModel } from '../rest/collections/types.ts';
import { alignWithKeys } from './keyed.ts';

export function createCollectionLoaders(client: RestClient) {
  /** `/collections?id[]=`: the cards asked in one tick go out in one call (node refetches, search results). */
  const collectionById = new DataLoader<string, CollectionModel | null>(
    async (ids) => alignWithKeys(ids, await fetchCollectionsByIds(client, ids), (card) => card._id),
    { maxBatchSize: MAX_COLLECTIONS_PER_CALL },
  );
  const primeCards = (page: RestPage<CollectionModel>) => {
    for (const card of page.items) collectionById.prime(card._id, card);
    return page;
  };

  /** `/collections?filterby=slug&query=`: a collection with its body and packages, once per slug. */
  const collectionBySlug = new DataLoader<string, CollectionModel | null>(
    (slugs) => Promise.all(slugs.map((slug) => fetchCollectionDetail(client, slug))),
    { batch: false },
  );

  /** `/collections?page=&limit=`: one call per distinct page, its cards primed for `collectionById`. */
  const collectionsPage = new DataLoader<CollectionPageRequest, RestPage<CollectionModel>, string>(
    (requests) => Promise.all(requests.map(async (request) => primeCards(await fetchCollectionsPage(client, request)))),
    { batch: false, cacheKeyFn: ({ page, limit, packageId }) => `${packageId ?? ''}|${page}|${limit}` },
  );

  /**
   * `Package.collections`: `/collections?packageId=` answers one package at a time (the api has no batch of
   * package ids), so each distinct package costs one call, all of a list's calls in the same tick in parallel,
   * and never a second call for a package already asked in this request.
   */
  const collectionsByPackageId = new DataLoader<string, CollectionModel[]>(
    (packageIds) =>
      Promise.all(
        packageIds.map(async (packageId) =>
          (await collectionsPage.load({ packageId, page: 1, limit: MAX_COLLECTIONS_PER_CALL })).items,
        ),
      ),
    { batch: false },
  );

  return { collectionById, collectionBySlug, collectionsPage, collectionsByPackageId };
}
