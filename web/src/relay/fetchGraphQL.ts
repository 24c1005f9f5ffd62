import type { GraphQLResponse, RequestParameters, UploadableMap, Variables } from 'relay-runtime';
import { graphQLResponseOf } from '@/lib/graphqlResponse';
import { persistedRequestOf, wireRequestOf } from './persistedRequest';
import { sendUpload } from './sendUpload';
import { multipartFormOf, progressListenersOf } from './uploads';

/** Where the browser sends GraphQL: the same-origin proxy route, which adds the user's token. */
export const BROWSER_GRAPHQL_PATH = '/api/graphql';

const ACCEPT = 'application/graphql-response+json, application/json';

/** The `fetch` arguments of one operation: a query is a GET of its id and variables, a mutation a JSON POST. */
export function browserFetchOf(params: Pick<RequestParameters, 'id' | 'name' | 'operationKind'>, variables: Variables): [string, RequestInit] {
  const wire = wireRequestOf(params.operationKind, persistedRequestOf(params, variables));
  if (wire.method === 'GET') return [`${BROWSER_GRAPHQL_PATH}?${wire.search}`, { method: 'GET', headers: { accept: ACCEPT }, cache: 'no-store' }];
  return [BROWSER_GRAPHQL_PATH, { method: 'POST', headers: { 'content-type': 'application/json', accept: ACCEPT }, body: wire.body, cache: 'no-store' }];
}

/**
 * The browser's network: sends an operation's trusted-document id (never its text) to the same-origin
 * `/api/graphql` proxy (so no upstream token or gateway address reaches browser code). Server renders never
 * fetch through it: their queries are loaded by `loadSerializableQuery` (the server-only gateway client) and
 * primed into the cache.
 */
export async function fetchGraphQL(
  params: Pick<RequestParameters, 'id' | 'name' | 'operationKind'>,
  variables: Variables,
  uploadables?: UploadableMap | null,
): Promise<GraphQLResponse> {
  if (uploadables && Object.keys(uploadables).length > 0) {
    // An upload: the GraphQL multipart request spec, with progress (relay/uploads.ts).
    const form = multipartFormOf(persistedRequestOf(params, variables), uploadables);
    const answer = await sendUpload(BROWSER_GRAPHQL_PATH, form, ACCEPT, progressListenersOf(uploadables));
    return graphQLResponseOf(params.name, answer.status, answer.contentType, answer.body);
  }
  const response = await fetch(...browserFetchOf(params, variables));
  return graphQLResponseOf(params.name, response.status, response.headers.get('content-type') ?? '', await response.text());
}
