import 'server-only';
import { getRequest, type GraphQLResponse, type GraphQLTaggedNode, type OperationType, type VariablesOf } from 'relay-runtime';
import { graphQLResponseOf } from '@/lib/graphqlResponse';
import { persistedRequestOf, wireRequestOf } from '@/relay/persistedRequest';
import { callGateway, type GatewayCaller } from './gatewayClient';

/**
 * Runs a compiled Relay operation (its artifact from `__generated__`) at the gateway for `caller`, by its
 * trusted-document id (a query as GET, a mutation as POST), and returns the answer with data, or throws
 * `GraphQLRequestError`. Used by server-rendered page queries and by next-auth; the browser's operations
 * go through the `/api/graphql` proxy instead.
 */
export async function runGatewayOperation<TOperation extends OperationType>(
  operation: GraphQLTaggedNode,
  variables: VariablesOf<TOperation>,
  caller: GatewayCaller,
): Promise<GraphQLResponse> {
  const { params } = getRequest(operation);
  const answer = await callGateway(wireRequestOf(params.operationKind, persistedRequestOf(params, variables)), caller);
  return graphQLResponseOf(params.name, answer.status, answer.contentType, answer.body);
}
