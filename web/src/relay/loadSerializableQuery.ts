import { cache } from 'react';
import type { ConcreteRequest, GraphQLResponse, OperationType, VariablesOf } from 'relay-runtime';
import { CATALOGUE_TAG, tagCachedPage } from '@/cache/pageCache';
import { runGatewayOperation } from '@/gateway/gatewayOperation';
import { requestClientHeaders } from '@/gateway/requestClientHeaders';
import { failedRootFields } from './failedRootFields';
import { operationCacheKey } from './operationCacheKey';
import type { SerializablePreloadedQuery } from './serializableQuery';

/**
 * Deduplicates identical operations within one server render (page + generateMetadata). Page queries
 * ask for public data only and run as a visitor, whoever is signed in: the same page for everyone, so it
 * is cached (home, category and package pages: `dynamic = 'force-static'`, where `headers()` is empty and
 * the gateway sees the web server as the client), and no user's data is in it.
 */
const fetchOnce = cache(
  async (query: ConcreteRequest, variablesJson: string): Promise<GraphQLResponse> =>
    runGatewayOperation(query, JSON.parse(variablesJson) as Record<string, unknown>, { clientHeaders: await requestClientHeaders() }),
);

/**
 * Runs a page query against the gateway on the server and returns plain JSON that a client component
 * turns into a preloaded query (see `useSerializablePreloadedQuery`). The page is tagged `catalogue`:
 * a catalogue change notice (`POST /api/revalidate`) drops it from the page cache.
 *
 * A root field that is null because it failed upstream throws instead of reaching the page as "not found": the
 * first render shows the error page and is not cached, and a cached page being refreshed keeps its last good
 * version — never a 404 cached for ten minutes because the api was briefly down.
 */
export async function loadSerializableQuery<TQuery extends OperationType>(
  query: ConcreteRequest,
  variables: VariablesOf<TQuery>,
): Promise<SerializablePreloadedQuery<TQuery>> {
  const [response] = await Promise.all([fetchOnce(query, JSON.stringify(variables)), tagCachedPage([CATALOGUE_TAG])]);
  const failed = failedRootFields(response);
  if (failed.length > 0) throw new Error(`${query.params.name}: ${failed.join(', ')} failed upstream`);
  return { params: { cacheKey: operationCacheKey(query.params), name: query.params.name }, variables, response };
}
