import { cache } from 'react';
import { connection } from 'next/server';
import type { ConcreteRequest, GraphQLResponse, OperationType, VariablesOf } from 'relay-runtime';
import { currentRequestAuthorization } from '@/auth/session';
import { fetchGraphQL, GraphQLRequestError } from './fetchGraphQL';
import { operationCacheKey } from './operationCacheKey';
import { requestClientHeaders } from './requestClientHeaders';
import type { SerializablePreloadedQuery } from './serializableQuery';
import { hasUnauthenticatedError } from './unauthenticated';

/** The signed-in user's bearer token (or undefined for a visitor), read once per server request. */
const requestAuthorization = cache(currentRequestAuthorization);

/**
 * Deduplicates identical operations within one server request (page + generateMetadata). Runs with the
 * signed-in user's token when there is one, so pages can server-render viewer data.
 */
const fetchOnce = cache(async (name: string, text: string, variablesJson: string): Promise<GraphQLResponse> => {
  const variables = JSON.parse(variablesJson) as Record<string, unknown>;
  const authorization = await requestAuthorization();
  const clientHeaders = await requestClientHeaders();
  // A token revoked elsewhere must not break public pages: when the gateway refuses it (with or without
  // data: a refused nullable field comes back null next to the error), answer as for a visitor.
  const asVisitor = () => fetchGraphQL({ name, text }, variables, { clientHeaders });
  if (!authorization) return asVisitor();
  try {
    const response = await fetchGraphQL({ name, text }, variables, { authorization, clientHeaders });
    return 'errors' in response && hasUnauthenticatedError(response.errors) ? asVisitor() : response;
  } catch (error) {
    if (error instanceof GraphQLRequestError && hasUnauthenticatedError(error.errors)) return asVisitor();
    throw error;
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
