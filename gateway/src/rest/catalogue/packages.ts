import { z } from 'zod';
import type { RestPage } from '../envelope.ts';
import type { RestClient } from '../http.ts';
import { pathSegment } from '../url.ts';
import { packageCardSchema, packageDetailSchema, pickerItemSchema } from './schemas.ts';
import type { PackageCardModel, PackageDetailModel, PickerItemModel } from './types.ts';

// Built once: zod compiles a schema on its first parse (see rest/envelope.ts).
const packageCardListSchema = z.array(packageCardSchema);
const packageDetailListSchema = z.array(packageDetailSchema);
const pickerItemListSchema = z.array(pickerItemSchema);

/** `GET /package-data/{slug}`: the package page; null if unknown. */
export function fetchPackageDetail(client: RestClient, slug: string): Promise<PackageDetailModel | null> {
  return client.getData(`/package-data/${pathSegment(slug)}`, {}, packageDetailSchema);
}

/** The most slugs `/package-data?slug[]=` accepts in one call. */
export const MAX_PACKAGE_SLUGS_PER_CALL = 100;

/** `GET /package-data?slug[]=`: the package pages of those slugs, unknown slugs omitted. */
export async function fetchPackageDetails(client: RestClient, slugs: readonly string[]): Promise<PackageDetailModel[]> {
  return (await client.getData('/package-data', { 'slug[]': slugs }, packageDetailListSchema)) ?? [];
}

export interface CategoryPageRequest {
  categorySlug: string;
  page: number;
  limit: number;
}

/** `GET /packages?category=&page=&limit=`: one page of a category's packages (an unknown category is an empty page). */
export async function fetchCategoryPackages(
  client: RestClient,
  { categorySlug, page, limit }: CategoryPageRequest,
): Promise<RestPage<PackageCardModel>> {
  const answer = await client.getPage('/packages', { category: categorySlug, page, limit }, packageCardSchema);
  return answer ?? { items: [], total: 0, page, limit };
}

/** The most ids `/packages?id[]=` accepts in one call. */
export const MAX_PACKAGE_IDS_PER_CALL = 100;

/** `GET /packages?id[]=`: the packages of those ids, in any order, missing ids omitted. */
export async function fetchPackagesByIds(client: RestClient, ids: readonly string[]): Promise<PackageCardModel[]> {
  // `limit` too, in case the api pages this mode like the category mode (default page size 12).
  const query = { 'id[]': ids, limit: ids.length };
  return (await client.getData('/packages', query, packageCardListSchema)) ?? [];
}

/** `GET /package/picker-list`: the packages an enquiry may name. */
export async function fetchPickerList(client: RestClient): Promise<PickerItemModel[]> {
  return (await client.getData('/package/picker-list', {}, pickerItemListSchema)) ?? [];
}
