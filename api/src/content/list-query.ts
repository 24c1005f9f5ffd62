import { z } from '@hono/zod-openapi';
import { asc, count, desc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ApiError } from '../http/errors.ts';
import { listOf, pageParam, repeatableIds, SlugSchema } from '../http/query-params.ts';

/**
 * The query of a content list path and its three modes (CONTRACT.md "Content"): a page, a batch by `id[]`,
 * or one item by `filterby=slug&query=<slug>`.
 */
export const limitWithDefault = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100, 'must be at most 100')
    .default(fallback)
    .openapi({ param: { name: 'limit', in: 'query' }, example: fallback });

const filterbyParam = z.enum(['slug'], { error: "must be 'slug'" }).openapi({ param: { name: 'filterby', in: 'query' } });
const slugQueryParam = SlugSchema.openapi({ param: { name: 'query', in: 'query' }, example: 'kedarnath-trek-tips' });

export const pagingQuery = (defaultLimit = 12) => ({ page: pageParam, limit: limitWithDefault(defaultLimit) });
export const idsQuery = { 'id[]': repeatableIds('id[]'), id: repeatableIds('id') };
export const bySlugQuery = { filterby: filterbyParam.optional(), query: slugQueryParam.optional() };
/** For a path that only answers one item by slug (`/webstory`). */
export const requiredSlugQuery = z.object({ filterby: filterbyParam, query: slugQueryParam });

type ModeInput = { page: number; limit: number; filterby?: 'slug' | undefined; query?: string | undefined; 'id[]'?: string | string[] | undefined; id?: string | string[] | undefined };

export type ListMode = { kind: 'slug'; slug: string } | { kind: 'ids'; ids: string[] } | { kind: 'page'; page: number; limit: number };

/** Which mode the query asks for; `filtersGiven` says whether a list filter (category, tag …) is present. */
export function listMode(query: ModeInput, filtersGiven: boolean): ListMode {
  if (query.filterby !== undefined && query.query === undefined) throw new ApiError(400, "Invalid query parameter 'query': is required with filterby=slug");
  if (query.query !== undefined && query.filterby === undefined) throw new ApiError(400, "Invalid query parameter 'filterby': is required with query");
  const ids = listOf('id[]', query['id[]'], query.id);
  if (query.query !== undefined) {
    if (ids.length > 0 || filtersGiven) throw new ApiError(400, "Invalid query: give either 'filterby=slug' or a list filter ('id[]', 'category', ...), not both");
    return { kind: 'slug', slug: query.query };
  }
  if (ids.length > 0) {
    if (filtersGiven) throw new ApiError(400, "Invalid query: give either 'id[]' or a list filter, not both");
    return { kind: 'ids', ids };
  }
  return { kind: 'page', page: query.page, limit: query.limit };
}

/** Every content list's order: newest first, then by title, then by id (stable across pages). */
export const listOrder = (table: { publishedAt: PgColumn; title: PgColumn; id: PgColumn }) => [desc(table.publishedAt), asc(table.title), asc(table.id)];

export const offsetOf = (mode: { page: number; limit: number }) => (mode.page - 1) * mode.limit;

/** The paging figures of a batch by id: everything found on one page. */
export const batchPage = (found: number) => ({ total: found, page: 1, limit: Math.max(found, 1) });

/** Keeps the rows of `ids` in the order asked (unknown ids dropped, duplicates once). */
export function inOrderOf<T extends { _id: string }>(ids: string[], items: T[]): T[] {
  const byId = new Map(items.map((item) => [item._id, item]));
  return [...new Set(ids)].flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
}

export const countRows = () => ({ total: count() });
export type Where = SQL | undefined;
