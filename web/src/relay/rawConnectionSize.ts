import type { OperationType } from 'relay-runtime';
import type { SerializablePreloadedQuery } from './serializableQuery';

/**
 * How many edges a root connection holds in a server-loaded query's raw payload, or null when it is not there.
 * The raw payload holds the fields of fragment spreads too, so a route can tell an empty `?page=N` (past the
 * end: 404) without selecting the connection twice.
 */
export function rawConnectionSize<TQuery extends OperationType>(preloaded: SerializablePreloadedQuery<TQuery>, field: string): number | null {
  const { response } = preloaded;
  if (!('data' in response) || response.data == null) return null;
  const connection = (response.data as Record<string, unknown>)[field] as { edges?: unknown } | null | undefined;
  return Array.isArray(connection?.edges) ? connection.edges.length : null;
}
