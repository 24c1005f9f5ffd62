import DataLoader from 'dataloader';
import type { RestPage } from '../rest/envelope.ts';
import type { RestClient } from '../rest/http.ts';
import {
  fetchCategoryPackages,
  fetchPackageDetail,
  fetchPackageDetails,
  fetchPackagesByIds,
  MAX_PACKAGE_IDS_PER_CALL,
  MAX_PACKAGE_SLUGS_PER_CALL,
  type CategoryPageRequest,
} from '../rest/catalogue/packages.ts';
import type { PackageCardModel, PackageDetailModel } from '../rest/catalogue/types.ts';
import { alignWithKeys, singleOrBatch } from './keyed.ts';

export function createPackageLoaders(client: RestClient) {
  /** `/packages?id[]=`: every id asked in one tick goes out in one call (100 ids per call at most). */
  const packageById = new DataLoader<string, PackageCardModel | null>(
    async (ids) => alignWithKeys(ids, await fetchPackagesByIds(client, ids), (card) => card._id),
    { maxBatchSize: MAX_PACKAGE_IDS_PER_CALL },
  );

  /** One slug: `/package-data/{slug}`; more in one tick: one `/package-data?slug[]=` call (100 slugs per call at most). */
  const packageBySlug = new DataLoader<string, PackageDetailModel | null>(
    singleOrBatch(
      (slug) => fetchPackageDetail(client, slug),
      (slugs) => fetchPackageDetails(client, slugs),
      (detail) => detail.slug,
    ),
    { maxBatchSize: MAX_PACKAGE_SLUGS_PER_CALL },
  );

  /** `/packages?category=&page=&limit=`: one call per distinct page, its cards primed for `packageById`. */
  const categoryPackagesPage = new DataLoader<CategoryPageRequest, RestPage<PackageCardModel>, string>(
    (requests) =>
      Promise.all(
        requests.map(async (request) => {
          const page = await fetchCategoryPackages(client, request);
          for (const card of page.items) packageById.prime(card._id, card);
          return page;
        }),
      ),
    { batch: false, cacheKeyFn: ({ categorySlug, page, limit }) => `${categorySlug}|${page}|${limit}` },
  );

  return { packageById, packageBySlug, categoryPackagesPage };
}
