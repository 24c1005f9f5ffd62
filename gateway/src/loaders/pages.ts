import DataLoader from 'dataloader';
import type { PackageCardModel } from '../rest/catalogue/types.ts';
import type { RestPage } from '../rest/envelope.ts';
import type { RestClient } from '../rest/http.ts';
import {
  fetchKmyRegistrationPackages,
  fetchKmyRegistrationPage,
  fetchPageDetail,
  fetchPagesByIds,
  fetchPagesPage,
} from '../rest/pages/pages.ts';
import type { KmyRegistrationSectionPath, PageCardModel, PageDetailModel } from '../rest/pages/types.ts';
import { alignWithKeys, once } from './keyed.ts';

/** The most ids `/page?id[]=` accepts in one call. */
const MAX_PAGE_IDS_PER_CALL = 100;

export function createPageLoaders(client: RestClient) {
  /** `/page?id[]=`: the static pages asked in one tick (node refetches) go out in one call. */
  const pageById = new DataLoader<string, PageCardModel | null>(
    async (ids) => alignWithKeys(ids, await fetchPagesByIds(client, ids), (card) => card._id),
    { maxBatchSize: MAX_PAGE_IDS_PER_CALL },
  );

  /** `/page?filterby=slug&query=`: a static page with its body, once per slug. */
  const pageBySlug = new DataLoader<string, PageDetailModel | null>(
    (slugs) => Promise.all(slugs.map((slug) => fetchPageDetail(client, slug))),
    { batch: false },
  );

  /** `/page?page=&limit=`: one call per distinct page, its cards primed for `pageById`. */
  const pagesPage = new DataLoader<{ page: number; limit: number }, RestPage<PageCardModel>, string>(
    (requests) =>
      Promise.all(
        requests.map(async (request) => {
          const answer = await fetchPagesPage(client, request);
          for (const card of answer.items) pageById.prime(card._id, card);
          return answer;
        }),
      ),
    { batch: false, cacheKeyFn: ({ page, limit }) => `${page}|${limit}` },
  );

  /** `/page/kmy-register/{x}`: each section once per request. */
  const kmyRegistrationPage = new DataLoader<KmyRegistrationSectionPath, PageDetailModel | null>(
    (sections) => Promise.all(sections.map((section) => fetchKmyRegistrationPage(client, section))),
    { batch: false },
  );

  const kmyRegistrationPackages: () => Promise<PackageCardModel[]> = once(() => fetchKmyRegistrationPackages(client));

  return { pageById, pageBySlug, pagesPage, kmyRegistrationPage, kmyRegistrationPackages };
}
