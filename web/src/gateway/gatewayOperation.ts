import 'server-only';
import { getRequest, type GraphQLResponse, type GraphQLTaggedNode, type OperationType, type VariablesOf } from 'relay-runtime';
import { graphQLResponseOf } from '@/lib/graphqlResponse';
import { postToGateway, type GatewayCaller } from './gatewayClient';

/**
 * Runs a compiled Relay operation (its artifact from `__generated__`) at the gateway for `caller` and
 * returns the answer with data, or throws `GraphQLRequestError`. Used by server-rendered page queries and
 * by next-auth; the browser's operations go through the `/api/graphql` proxy instead.
 */
export async function runGatewayOperation<TOperation extends OperationType>(
  operation: GraphQLTaggedNode,
  variables: VariablesOf<TOperation>,
  caller: GatewayCaller,
): Promise<GraphQLResponse> {
  const { name, text } = getRequest(operation).params;
  if (text == null) throw new Error(`Operation ${name} has no text (persisted queries are not configured)`);
  const answer = await postToGateway(JSON.stringify({ query: text, variables, operationName: name }), caller);
  return graphQLResponseOf(name, answer.status, answer.contentType, answer.body);
}
