import { cache } from 'react';
import { connection } from 'next/server';
import type { ConcreteRequest, GraphQLResponse, OperationType, VariablesOf } from 'relay-runtime';
import { currentRequestAuthorization } from '@/auth/session';
import { fetchGraphQL } from './fetchGraphQL';
import { operationCacheKey } from './operationCacheKey';
import type { SerializablePreloadedQuery } from './serializableQuery';

/** The signed-in user's bearer token (or undefined for a visitor), read once per server request. */
const requestAuthorization = cache(currentRequestAuthorization);

/**
 * Deduplicates identical operations within one server request (page + generateMetadata). Runs with the
 * signed-in user's token when there is one, so pages can server-render viewer data.
 */
const fetchOnce = cache(async (name: string, text: string, variablesJson: string): Promise<GraphQLResponse> => {
  const variables = JSON.parse(variablesJson) as Record<string, unknown>;
  const authorization = await requestAuthorization();
  try {
    return await fetchGraphQL({ name, text }, variables, { authorization });
  } catch (error) {
    if (!authorization) throw error;
    // A token revoked elsewhere must not break public pages: answer as for a visitor.
    return fetchGraphQL({ name, text }, variables);
  }
});

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
