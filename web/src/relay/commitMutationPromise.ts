import { commitMutation, type GraphQLTaggedNode, type IEnvironment, type MutationParameters } from 'relay-runtime';
import { withGlobalLoading } from './mutationCalls';

/**
 * A mutation committed outside React (work resumed after a sign-in), as a promise: resolves with the
 * response, rejects on a network or GraphQL error, and holds the global loading flag while in flight.
 */
export function commitMutationPromise<Operation extends MutationParameters>(
  environment: IEnvironment,
  mutation: GraphQLTaggedNode,
  variables: Operation['variables'],
): Promise<Operation['response']> {
  return withGlobalLoading(
    () =>
      new Promise<Operation['response']>((resolve, reject) => {
        commitMutation<Operation>(environment, {
          mutation,
          variables,
          onCompleted: (response, errors) => {
            const error = errors?.[0];
            if (error) reject(new Error(error.message));
            else resolve(response);
          },
          onError: reject,
        });
      }),
  );
}
