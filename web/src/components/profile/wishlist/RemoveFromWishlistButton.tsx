'use client';

import { useState } from 'react';
import { graphql } from 'react-relay';
import type { RemoveFromWishlistButtonMutation } from '@/__generated__/RemoveFromWishlistButtonMutation.graphql';
import { toast } from '@/components/toast';
import { UNEXPECTED_ERROR_MESSAGE, firstUserError } from '@/relay/mutationCalls';
import { usePromiseMutation } from '@/relay/usePromiseMutation';
import { focusHeadingAfterDialog } from '@/lib/a11y/focusHeadingAfterDialog';
import { headingIdOf } from '../profileSections';
import styles from '../profile.module.css';

const removeFromWishlistMutation = graphql`
  mutation RemoveFromWishlistButtonMutation($input: RemoveFromWishlistInput!, $connections: [ID!]!) {
    removeFromWishlist(input: $input) {
      package {
        id @deleteEdge(connections: $connections)
        isInWishlist
      }
      viewer {
        wishlistCount
      }
      userErrors {
        message
      }
    }
  }
`;

type RemoveFromWishlistButtonProps = { packageId: string; title: string; connectionId: string };

/** 'Remove' under a wishlisted card: the card leaves the list and the count drops when the gateway confirms. */
export function RemoveFromWishlistButton({ packageId, title, connectionId }: RemoveFromWishlistButtonProps) {
  const remove = usePromiseMutation<RemoveFromWishlistButtonMutation>(removeFromWishlistMutation);
  const [pending, setPending] = useState(false);
  const onClick = async () => {
    setPending(true);
    try {
      const { removeFromWishlist: result } = await remove({ input: { packageId }, connections: [connectionId] });
      const error = firstUserError(result.userErrors);
      if (error) toast.error(error);
      else {
        toast.success('Removed from your wishlist');
        focusHeadingAfterDialog(headingIdOf('wishList'));
      }
    } catch {
      toast.error(UNEXPECTED_ERROR_MESSAGE);
    } finally {
      setPending(false);
    }
  };
  return (
    <button type="button" className={styles.removeButton} onClick={onClick} disabled={pending} aria-label={`Remove ${title} from wishlist`}>
      Remove
    </button>
  );
}
