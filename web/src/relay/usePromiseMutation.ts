'use client';

import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import { withGlobalLoading } from './mutationCalls';

/**
 * Relay's `useMutation` as an async function: resolves with the response, rejects on a network or
 * GraphQL error, and holds the global loading flag while in flight.
 */
export function usePromiseMutation<Operation extends MutationParameters>(
  mutation: GraphQLTaggedNode,
): (variables: Operation['variables']) => Promise<Operation['response']> {
  const [commit] = useMutation<Operation>(mutation);
  return useCallback(
    (variables) =>
      withGlobalLoading(
        () =>
          new Promise<Operation['response']>((resolve, reject) => {
            commit({
              variables,
              onCompleted: (response, errors) => {
                const error = errors?.[0];
                if (error) reject(new Error(error.message));
                else resolve(response);
              },
              onError: reject,
            });
          }),
      ),
    [commit],
  );
}
