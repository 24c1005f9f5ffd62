/**
 * OpenAPI 3.1 says "may be null" with `type: ['string', 'null']`. Tools that still read 3.0's `nullable` (GraphQL
 * Mesh 0.x drops the `'null'` and then treats a required field as non-null, so `tourLabel: null` or a collection
 * group's `slug: null` became errors) need the 3.0 keyword too; 3.1 readers ignore it. Added beside every such type.
 */
export function withNullableHints<T>(document: T): T {
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (value === null || typeof value !== 'object') return value;
    const entries = Object.entries(value).map(([key, child]) => [key, visit(child)] as const);
    const node = Object.fromEntries(entries) as Record<string, unknown>;
    if (Array.isArray(node['type']) && node['type'].includes('null')) node['nullable'] = true;
    return node;
  };
  return visit(document) as T;
}
