import { z } from 'zod';
import type { RestPage } from '../envelope.ts';
import type { RestClient } from '../http.ts';
import { isContentSlug } from '../../domain/content-slug.ts';
import { collectionCardSchema, collectionDetailSchema } from './schemas.ts';
import type { CollectionCardModel, CollectionDetailModel, CollectionModel } from './types.ts';

/** The most ids (and the largest `limit`) `/collections` accepts in one call. */
export const MAX_COLLECTIONS_PER_CALL = 100;

/** A card or detail as a `Collection` parent: the content item fields every collection parent has. */
export const collectionModel = (card: CollectionCardModel | CollectionDetailModel): CollectionModel => ({
  ...card,
  kind: 'collection',
  category: null,
});

export interface CollectionPageRequest {
  page: number;
  limit: number;
  /** Only the collections holding this package (`Package.collections`). */
  packageId?: string;
}

/** `GET /collections?page=&limit=[&packageId=]`: one page of collection cards, newest first. */
export async function fetchCollectionsPage(
  client: RestClient,
  { page, limit, packageId }: CollectionPageRequest,
): Promise<RestPage<CollectionModel>> {
  const query = packageId === undefined ? { page, limit } : { page, limit, packageId };
  const answer = await client.getPage('/collections', query, collectionCardSchema);
  return answer === null ? { items: [], total: 0, page, limit } : { ...answer, items: answer.items.map(collectionModel) };
}

const collectionCardListSchema = z.array(collectionCardSchema);

/** `GET /collections?id[]=`: the cards of those ids, unknown ids omitted. */
export async function fetchCollectionsByIds(client: RestClient, ids: readonly string[]): Promise<CollectionModel[]> {
  const cards = (await client.getData('/collections', { 'id[]': ids }, collectionCardListSchema)) ?? [];
  return cards.map(collectionModel);
}

/** `GET /collections?filterby=slug&query=`: the collection with its body and package cards; null on 404. */
export async function fetchCollectionDetail(client: RestClient, slug: string): Promise<CollectionModel | null> {
  if (!isContentSlug(slug)) return null;
  const detail = await client.getData('/collections', { filterby: 'slug', query: slug }, collectionDetailSchema);
  return detail === null ? null : collectionModel(detail);
}
