'use client';

import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters, UploadableMap } from 'relay-runtime';
import { withGlobalLoading } from './mutationCalls';

/**
 * Relay's `useMutation` as an async function: resolves with the response, rejects on a network or
 * GraphQL error, and holds the global loading flag while in flight. `uploadables` (keyed by variable path,
 * `{ 'input.file': file }`) make it an upload (relay/uploads.ts).
 */
export function usePromiseMutation<Operation extends MutationParameters>(
  mutation: GraphQLTaggedNode,
): (variables: Operation['variables'], uploadables?: UploadableMap) => Promise<Operation['response']> {
  const [commit] = useMutation<Operation>(mutation);
  return useCallback(
    (variables, uploadables) =>
      withGlobalLoading(
        () =>
          new Promise<Operation['response']>((resolve, reject) => {
            commit({
              variables,
              ...(uploadables ? { uploadables } : {}),
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
