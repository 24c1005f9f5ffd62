import { commitMutation, type GraphQLTaggedNode, type IEnvironment, type MutationParameters } from 'relay-runtime';
import type { addToWishlistMutation as AddToWishlistMutation } from '@/__generated__/addToWishlistMutation.graphql';
import type { removeFromWishlistMutation as RemoveFromWishlistMutation } from '@/__generated__/removeFromWishlistMutation.graphql';
import { failureMessage, UNEXPECTED_ERROR_MESSAGE } from '@/relay/mutationCalls';
import { addToWishlistMutation } from './addToWishlistMutation';
import { removeFromWishlistMutation } from './removeFromWishlistMutation';
import { wishlistOptimisticUpdater } from './wishlistOptimisticUpdater';

export type WishlistChange = { packageId: string; add: boolean };

type Payload = { readonly userErrors: readonly { readonly message: string }[] };

function commit<M extends MutationParameters>(
  environment: IEnvironment,
  mutation: GraphQLTaggedNode,
  { packageId, add }: WishlistChange,
  payloadOf: (response: M['response']) => Payload,
): Promise<string | null> {
  return new Promise((resolve) => {
    commitMutation<M>(environment, {
      mutation,
      variables: { input: { packageId } },
      optimisticUpdater: wishlistOptimisticUpdater(packageId, add),
      onCompleted: (response, errors) => {
        if (errors != null && errors.length > 0) resolve(UNEXPECTED_ERROR_MESSAGE);
        else {
          const payload = payloadOf(response);
          resolve(payload.userErrors.length > 0 ? failureMessage(payload) : null);
        }
      },
      onError: () => resolve(UNEXPECTED_ERROR_MESSAGE),
    });
  });
}

/**
 * Adds or removes a package, optimistically (the heart and the header count change at once). Resolves
 * with the message to show when it failed (the server's user error, else the spec's generic text; Relay
 * has rolled the heart back by then), or null.
 */
export function changeWishlist(environment: IEnvironment, change: WishlistChange): Promise<string | null> {
  return change.add
    ? commit<AddToWishlistMutation>(environment, addToWishlistMutation, change, (response) => response.addToWishlist)
    : commit<RemoveFromWishlistMutation>(environment, removeFromWishlistMutation, change, (response) => response.removeFromWishlist);
}
