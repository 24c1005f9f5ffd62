import type { GraphQLResponse, RequestParameters, Variables } from 'relay-runtime';
import { graphQLResponseOf } from '@/lib/graphqlResponse';

/** Where the browser sends GraphQL: the same-origin proxy route, which adds the user's token. */
export const BROWSER_GRAPHQL_PATH = '/api/graphql';

/**
 * The browser's network: POSTs an operation to the same-origin `/api/graphql` proxy (so no upstream token
 * or gateway address reaches browser code). Server renders never fetch through it: their queries are
 * loaded by `loadSerializableQuery` (the server-only gateway client) and primed into the cache.
 */
export async function fetchGraphQL(params: Pick<RequestParameters, 'name' | 'text'>, variables: Variables): Promise<GraphQLResponse> {
  const response = await fetch(BROWSER_GRAPHQL_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ query: params.text, variables, operationName: params.name }),
    cache: 'no-store',
  });
  return graphQLResponseOf(params.name, response.status, response.headers.get('content-type') ?? '', await response.text());
}
