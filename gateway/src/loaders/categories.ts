import DataLoader from 'dataloader';
import type { RestClient } from '../rest/http.ts';
import {
  fetchCategoryList,
  fetchCategoryStat,
  fetchCategoryStats,
  MAX_CATEGORY_STAT_SLUGS_PER_CALL,
} from '../rest/catalogue/categories.ts';
import type { CategoryStatModel, CategorySummaryModel } from '../rest/catalogue/types.ts';
import { alignWithKeys, singleOrBatch } from './keyed.ts';

export function createCategoryLoaders(client: RestClient) {
  /** `/categorylist?id[]=`: one call per tick. */
  const categoryById = new DataLoader<string, CategorySummaryModel | null>(async (ids) =>
    alignWithKeys(ids, await fetchCategoryList(client, { ids }), (category) => category._id),
  );

  /** `/categorylist?slug[]=`: one call per tick. */
  const categoryBySlug = new DataLoader<string, CategorySummaryModel | null>(async (slugs) =>
    alignWithKeys(slugs, await fetchCategoryList(client, { slugs }), (category) => category.slug),
  );

  /** One slug: `/get-category-stat-by-slug/{slug}`; more in one tick: one `/category-stats?slug[]=` call (100 slugs per call at most). */
  const categoryStatBySlug = new DataLoader<string, CategoryStatModel | null>(
    singleOrBatch(
      (slug) => fetchCategoryStat(client, slug),
      (slugs) => fetchCategoryStats(client, slugs),
      (stat) => stat.slug,
    ),
    { maxBatchSize: MAX_CATEGORY_STAT_SLUGS_PER_CALL },
  );

  return { categoryById, categoryBySlug, categoryStatBySlug };
}
