import { z } from 'zod';
import { packageCardSchema } from '../catalogue/schemas.ts';
import type { PackageCardModel } from '../catalogue/types.ts';
import { isContentSlug } from '../../domain/content-slug.ts';
import type { RestPage } from '../envelope.ts';
import type { RestClient } from '../http.ts';
import { pageCardSchema, pageDetailSchema } from './schemas.ts';
import type { KmyRegistrationSectionPath, PageCardModel, PageDetailModel } from './types.ts';

/** `GET /page?page=&limit=`: one page of the static pages. */
export async function fetchPagesPage(
  client: RestClient,
  { page, limit }: { page: number; limit: number },
): Promise<RestPage<PageCardModel>> {
  return (await client.getPage('/page', { page, limit }, pageCardSchema)) ?? { items: [], total: 0, page, limit };
}

const pageCardListSchema = z.array(pageCardSchema);

/** `GET /page?id[]=`: the cards of those ids, unknown ids omitted. */
export async function fetchPagesByIds(client: RestClient, ids: readonly string[]): Promise<PageCardModel[]> {
  return (await client.getData('/page', { 'id[]': ids }, pageCardListSchema)) ?? [];
}

/** `GET /page?filterby=slug&query=` (spec §7): one static page; null on 404. */
export async function fetchPageDetail(client: RestClient, slug: string): Promise<PageDetailModel | null> {
  if (!isContentSlug(slug)) return null;
  return client.getData('/page', { filterby: 'slug', query: slug }, pageDetailSchema);
}

/** `GET /page/kmy-register/{x}` (spec §7): a section of the KMY registration pages; null on 404. */
export function fetchKmyRegistrationPage(client: RestClient, section: KmyRegistrationSectionPath): Promise<PageDetailModel | null> {
  return client.getData(`/page/kmy-register/${section}`, {}, pageDetailSchema);
}

const packageCardListSchema = z.array(packageCardSchema);

/** `GET /package/kmy-resiger-package-list` (spec §7, its spelling): the packages a KMY registration can be for. */
export async function fetchKmyRegistrationPackages(client: RestClient): Promise<PackageCardModel[]> {
  return (await client.getData('/package/kmy-resiger-package-list', {}, packageCardListSchema)) ?? [];
}
