import type { GraphQLResponse } from 'relay-runtime';

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
 * Reads a GraphQL-over-HTTP answer of the operation `name`: its JSON when it has data, else a
 * `GraphQLRequestError` with the status and the GraphQL errors (non-JSON answers included).
 */
export function graphQLResponseOf(name: string, status: number, contentType: string, body: string): GraphQLResponse {
  if (!contentType.includes('json')) throw new GraphQLRequestError(`GraphQL request ${name} failed with HTTP ${status}`, status);
  const payload = JSON.parse(body) as GraphQLResponse;
  if (!('data' in payload) || payload.data == null) {
    const errors = 'errors' in payload && Array.isArray(payload.errors) ? payload.errors : [];
    const message = errors.map((error: { message: string }) => error.message).join('; ');
    throw new GraphQLRequestError(message || `GraphQL request ${name} returned no data`, status, errors);
  }
  return payload;
}
