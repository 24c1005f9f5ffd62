'use client';

import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters, SelectorStoreUpdater, UploadableMap } from 'relay-runtime';
import { withGlobalLoading } from './mutationCalls';

/**
 * Relay's `useMutation` as an async function: resolves with the response, rejects on a network or
 * GraphQL error, and holds the global loading flag while in flight. `uploadables` (keyed by variable path,
 * `{ 'input.file': file }`) make it an upload (relay/uploads.ts); `updater` (optional) edits the store with the payload.
 */
export function usePromiseMutation<Operation extends MutationParameters>(
  mutation: GraphQLTaggedNode,
  updater?: SelectorStoreUpdater<Operation['response']>,
): (variables: Operation['variables'], uploadables?: UploadableMap) => Promise<Operation['response']> {
  const [commit] = useMutation<Operation>(mutation);
  return useCallback(
    (variables, uploadables) =>
      withGlobalLoading(
        () =>
          new Promise<Operation['response']>((resolve, reject) => {
            commit({
              variables,
              ...(updater ? { updater } : {}),
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
    [commit, updater],
  );
}
