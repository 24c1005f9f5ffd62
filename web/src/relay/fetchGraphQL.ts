import type { GraphQLResponse, RequestParameters, Variables } from 'relay-runtime';
import { BROWSER_GRAPHQL_PATH, gatewayUrl } from './gatewayUrl';

const SERVER_TIMEOUT_MS = 10_000;

export class GraphQLRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The GraphQL errors of the answer, when it had any. */
    readonly errors: readonly unknown[] = [],
  ) {
    super(message);
    this.name = 'GraphQLRequestError';
  }
}

/**
 * POSTs an operation: from the Next.js server straight to the gateway, from the browser to the
 * same-origin `/api/graphql` proxy (so no upstream token or gateway address reaches browser code).
 */
export async function fetchGraphQL(
  params: Pick<RequestParameters, 'name' | 'text'>,
  variables: Variables,
  options: {
    authorization?: string | undefined;
    /** Server only: `x-client-ip` / `x-proxy-key` for the gateway (see `clientAddress.ts`). */
    clientHeaders?: Readonly<Record<string, string>>;
  } = {},
): Promise<GraphQLResponse> {
  const onServer = typeof window === 'undefined';
  const response = await fetch(onServer ? gatewayUrl() : BROWSER_GRAPHQL_PATH, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      // Server only: the signed-in user's bearer token (the browser's proxy adds it instead).
      ...(onServer && options.authorization ? { authorization: options.authorization } : {}),
      ...(onServer ? options.clientHeaders : {}),
    },
    body: JSON.stringify({ query: params.text, variables, operationName: params.name }),
    cache: 'no-store',
    ...(onServer ? { signal: AbortSignal.timeout(SERVER_TIMEOUT_MS) } : {}),
  });
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('json')) {
    throw new GraphQLRequestError(`GraphQL request ${params.name} failed with HTTP ${response.status}`, response.status);
  }
  const payload = (await response.json()) as GraphQLResponse;
  if (!('data' in payload) || payload.data == null) {
    const errors = 'errors' in payload && Array.isArray(payload.errors) ? payload.errors : [];
    const message = errors.map((error: { message: string }) => error.message).join('; ');
    throw new GraphQLRequestError(message || `GraphQL request ${params.name} returned no data`, response.status, errors);
  }
  return payload;
}
