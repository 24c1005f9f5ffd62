import type { GraphQLResponse, OperationType, VariablesOf } from 'relay-runtime';

/** What a server component hands to a client component: plain JSON, safe to cross the RSC boundary. */
export interface SerializablePreloadedQuery<TQuery extends OperationType> {
  /** The operation's response-cache key (`id ?? cacheID`) and name. */
  params: { cacheKey: string; name: string };
  variables: VariablesOf<TQuery>;
  response: GraphQLResponse;
}
