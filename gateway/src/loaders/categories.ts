import DataLoader from 'dataloader';
import type { RestClient } from '../rest/http.ts';
import { fetchCategoryList, fetchCategoryStat } from '../rest/catalogue/categories.ts';
import type { CategoryStatModel, CategorySummaryModel } from '../rest/catalogue/types.ts';
import { alignWithKeys } from './keyed.ts';

export function createCategoryLoaders(client: RestClient) {
  /** `/categorylist?id[]=`: one call per tick. */
  const categoryById = new DataLoader<string, CategorySummaryModel | null>(async (ids) =>
    alignWithKeys(ids, await fetchCategoryList(client, { ids }), (category) => category._id),
  );

  /** `/categorylist?slug[]=`: one call per tick. */
  const categoryBySlug = new DataLoader<string, CategorySummaryModel | null>(async (slugs) =>
    alignWithKeys(slugs, await fetchCategoryList(client, { slugs }), (category) => category.slug),
  );

  /** `/get-category-stat-by-slug/{slug}`: no batch route exists, so this loader only deduplicates. */
  const categoryStatBySlug = new DataLoader<string, CategoryStatModel | null>(
    (slugs) => Promise.all(slugs.map((slug) => fetchCategoryStat(client, slug))),
    { batch: false },
  );

  return { categoryById, categoryBySlug, categoryStatBySlug };
}
