import { z } from 'zod';
import type { RestClient } from '../http.ts';
import { pathSegment } from '../url.ts';
import { categoryStatSchema, categorySummarySchema, menuCategorySchema } from './schemas.ts';
import type { CategoryStatModel, CategorySummaryModel, MenuCategoryModel } from './types.ts';

// Built once: zod compiles a schema on its first parse (see rest/envelope.ts).
const categoryStatListSchema = z.array(categoryStatSchema);
const categorySummaryListSchema = z.array(categorySummarySchema);
const menuCategoryListSchema = z.array(menuCategorySchema);

/** `GET /categorymenu`: top-level categories in menu order with sub-categories and up to 8 packages. */
export async function fetchCategoryMenu(client: RestClient): Promise<MenuCategoryModel[]> {
  return (await client.getData('/categorymenu', {}, menuCategoryListSchema)) ?? [];
}

/** `GET /get-category-stat-by-slug/{slug}`: the category with its package count and lowest price; null if unknown. */
export function fetchCategoryStat(client: RestClient, slug: string): Promise<CategoryStatModel | null> {
  return client.getData(`/get-category-stat-by-slug/${pathSegment(slug)}`, {}, categoryStatSchema);
}

/** The most slugs `/category-stats` accepts in one call. */
export const MAX_CATEGORY_STAT_SLUGS_PER_CALL = 100;

/** `GET /category-stats?slug[]=`: the stats of those categories, unknown slugs omitted. */
export async function fetchCategoryStats(client: RestClient, slugs: readonly string[]): Promise<CategoryStatModel[]> {
  return (await client.getData('/category-stats', { 'slug[]': slugs }, categoryStatListSchema)) ?? [];
}

export interface CategoryListFilter {
  status?: boolean;
  isPopular?: boolean;
  ids?: readonly string[];
  slugs?: readonly string[];
}

/** `GET /categorylist`: categories filtered by the flags given, or batched by `id[]` / `slug[]`. */
export async function fetchCategoryList(client: RestClient, filter: CategoryListFilter): Promise<CategorySummaryModel[]> {
  const query = {
    status: filter.status,
    isPopular: filter.isPopular,
    'id[]': filter.ids,
    'slug[]': filter.slugs,
  };
  return (await client.getData('/categorylist', query, categorySummaryListSchema)) ?? [];
}
