const ID_SEGMENT = /^(?:[0-9a-f]{24}|\d+|[0-9a-f-]{36}|sha256:.*)$/i;
const MAX_SEGMENTS = 3;

/**
 * A REST URL as a low-cardinality metric label: the path after `/api/v1`, without the query, ids replaced by
 * `:id` and cut after three segments (`/package/departures/:id`).
 */
export function upstreamRoute(url: string): string {
  const path = new URL(url).pathname.replace(/^.*?\/api\/v1(?=\/|$)/, '');
  const segments = path.split('/').filter((segment) => segment.length > 0).slice(0, MAX_SEGMENTS);
  return `/${segments.map((segment) => (ID_SEGMENT.test(segment) ? ':id' : segment)).join('/')}`;
}
