import { badUserInputError } from '../../errors.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';

export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 50;
/** The largest `limit` the REST lists accept. */
export const MAX_REST_LIMIT = 100;

/** The slice [offset, offset + first) a connection field asks for. */
export interface ConnectionWindow {
  offset: number;
  first: number;
}

export interface RestPageRequest {
  page: number;
  limit: number;
}

/** The REST pages to fetch, and how many items of their concatenation precede the window. */
export interface RestPagePlan {
  requests: RestPageRequest[];
  skip: number;
}

export interface RestPageAnswer<T> {
  items: T[];
  total: number;
}

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
}

/** Validates `first` (1..50, default 12) and turns `after` into the offset of the next edge. */
export function connectionWindow(first: number | null | undefined, after: string | null | undefined): ConnectionWindow {
  const size = first ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    throw badUserInputError(`"first" must be between 1 and ${MAX_PAGE_SIZE}, got ${size}.`);
  }
  const offset = after === null || after === undefined ? 0 : decodeCursor(after) + 1;
  return { offset, first: size };
}

/**
 * Maps a window onto REST page/limit. When the offset is a multiple of `first` (every page of a
 * client that keeps its page size) one page of size `first` is exact. Otherwise the smallest
 * page size up to the REST maximum whose single page covers the window is used, and the extra
 * items around it are sliced off; when no such size exists, two adjacent pages of size `first`
 * always cover it.
 */
export function planRestPages({ offset, first }: ConnectionWindow, maxLimit = MAX_REST_LIMIT): RestPagePlan {
  if (offset % first === 0) return { requests: [{ page: offset / first + 1, limit: first }], skip: 0 };
  for (let limit = first + 1; limit <= maxLimit; limit += 1) {
    const skip = offset % limit;
    if (skip + first <= limit) return { requests: [{ page: Math.floor(offset / limit) + 1, limit }], skip };
  }
  const page = Math.floor(offset / first) + 1;
  return {
    requests: [
      { page, limit: first },
      { page: page + 1, limit: first },
    ],
    skip: offset - (page - 1) * first,
  };
}

/** Fetches the REST pages of the window (each `limit` at most `maxLimit`) and builds a Relay connection with offset cursors. */
export async function connectionFromRestPages<T>(
  window: ConnectionWindow,
  fetchPage: (request: RestPageRequest) => Promise<RestPageAnswer<T>>,
  maxLimit = MAX_REST_LIMIT,
): Promise<Connection<T>> {
  const plan = planRestPages(window, maxLimit);
  const answers = await Promise.all(plan.requests.map(fetchPage));
  const items = answers.flatMap((answer) => answer.items).slice(plan.skip, plan.skip + window.first);
  const totalCount = answers[0]?.total ?? 0;
  const edges = items.map((node, index) => ({ cursor: encodeCursor(window.offset + index), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: window.offset + edges.length < totalCount,
      hasPreviousPage: window.offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount,
  };
}
