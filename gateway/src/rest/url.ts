export type QueryValue = string | number | boolean | readonly string[] | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;

/**
 * Joins the api root, a path and a query. Array values repeat their key (`id[]=a&id[]=b`); the
 * brackets stay literal, as CONTRACT.md writes them. Undefined values are left out.
 */
export function buildUpstreamUrl(baseUrl: string, path: string, query: QueryParams = {}): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [String(value)];
    const encodedKey = encodeURIComponent(key).replace(/%5B%5D$/i, '[]');
    for (const item of values) pairs.push(`${encodedKey}=${encodeURIComponent(item)}`);
  }
  return `${baseUrl}${path}${pairs.length > 0 ? `?${pairs.join('&')}` : ''}`;
}

/** Encodes one path segment such as a slug or a search query. */
export const pathSegment = (value: string): string => encodeURIComponent(value);
