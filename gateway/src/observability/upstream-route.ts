const ID_SEGMENT = /^(?:[0-9a-f]{24}|\d+|[0-9a-f-]{36}|sha256:.*)$/i;
const MAX_SEGMENTS = 3;
/** Paths whose next segment is a slug or a visitor's words (`/search/<query>`): that segment is `:param`. */
const PARAMETER_PREFIXES = [
  '/search',
  '/package-data',
  '/get-category-stat-by-slug',
  '/cities',
  '/blogs',
  '/news',
  '/collections',
  '/common/faqs-list',
  '/page/kmy-register',
  '/reviews/public/formateby',
  '/webstories/view',
];
/** Distinct labels kept; any further route is counted as `other` (a label set must stay bounded). */
export const MAX_ROUTE_LABELS = 200;
const seen = new Set<string>();

function labelOf(path: string): string {
  const named = path
    .split('/')
    .filter((segment) => segment.length > 0)
    .map((segment) => (ID_SEGMENT.test(segment) ? ':id' : segment));
  const prefix = PARAMETER_PREFIXES.find((candidate) => `/${named.join('/')}/`.startsWith(`${candidate}/`));
  if (prefix === undefined) return `/${named.slice(0, MAX_SEGMENTS).join('/')}`;
  return named.length > prefix.split('/').length - 1 ? `${prefix}/:param` : prefix;
}

/**
 * A REST URL as a low-cardinality metric label: the path after `/api/v1`, without the query, ids replaced by
 * `:id`, slugs and search words by `:param`, cut after three segments (`/package/departures/:id`); past
 * `MAX_ROUTE_LABELS` distinct labels, `other`.
 */
export function upstreamRoute(url: string): string {
  const label = labelOf(new URL(url).pathname.replace(/^.*?\/api\/v1(?=\/|$)/, ''));
  if (seen.has(label)) return label;
  if (seen.size >= MAX_ROUTE_LABELS) return 'other';
  seen.add(label);
  return label;
}
