import { cache } from 'react';
import { connection } from 'next/server';
import type { ConcreteRequest, GraphQLResponse, OperationType, VariablesOf } from 'relay-runtime';
import { runGatewayOperation } from '@/gateway/gatewayOperation';
import { requestClientHeaders } from '@/gateway/requestClientHeaders';
import { operationCacheKey } from './operationCacheKey';
import type { SerializablePreloadedQuery } from './serializableQuery';

/**
 * Deduplicates identical operations within one server request (page + generateMetadata). Page queries
 * ask for public data only and run as a visitor, whoever is signed in: the same page for everyone, so it
 * can be cached, and no user's data in it. What is personal comes from the session (the account menu).
 */
const fetchOnce = cache(
  async (query: ConcreteRequest, variablesJson: string): Promise<GraphQLResponse> =>
    runGatewayOperation(query, JSON.parse(variablesJson) as Record<string, unknown>, { clientHeaders: await requestClientHeaders() }),
);

/**
 * Runs a page query against the gateway on the server and returns plain JSON that a client component
 * turns into a preloaded query (see `useSerializablePreloadedQuery`).
 */
export async function loadSerializableQuery<TQuery extends OperationType>(
  query: ConcreteRequest,
  variables: VariablesOf<TQuery>,
): Promise<SerializablePreloadedQuery<TQuery>> {
  // Every page reads live catalogue data: render per request, never prerender at build time.
  await connection();
  const response = await fetchOnce(query, JSON.stringify(variables));
  return { params: { cacheKey: operationCacheKey(query.params), name: query.params.name }, variables, response };
}
