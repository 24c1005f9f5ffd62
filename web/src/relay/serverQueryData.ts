import type { OperationType } from 'relay-runtime';
import type { SerializablePreloadedQuery } from './serializableQuery';

/**
 * The raw response data of a server-loaded query, typed as the query's response. The raw payload holds
 * every selected field (fragment fields inlined), so fields selected directly by the query are safe to
 * read on the server (for `notFound()` and `generateMetadata`).
 */
export function serverQueryData<TQuery extends OperationType>(
  preloaded: SerializablePreloadedQuery<TQuery>,
): TQuery['response'] | null {
  const { response } = preloaded;
  if (!('data' in response) || response.data == null) return null;
  return response.data as TQuery['response'];
}
