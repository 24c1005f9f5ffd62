import { cache } from 'react';
import { connection } from 'next/server';
import type { ConcreteRequest, GraphQLResponse, OperationType, VariablesOf } from 'relay-runtime';
import { fetchGraphQL } from './fetchGraphQL';
import { operationCacheKey } from './operationCacheKey';
import type { SerializablePreloadedQuery } from './serializableQuery';

/** Deduplicates identical operations within one server request (page + generateMetadata). */
const fetchOnce = cache(
  (name: string, text: string, variablesJson: string): Promise<GraphQLResponse> =>
    fetchGraphQL({ name, text }, JSON.parse(variablesJson) as Record<string, unknown>),
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
  const { name, text } = query.params;
  if (text == null) throw new Error(`Query ${name} has no text (persisted queries are not configured)`);
  const response = await fetchOnce(name, text, JSON.stringify(variables));
  return { params: { cacheKey: operationCacheKey(query.params), name }, variables, response };
}
