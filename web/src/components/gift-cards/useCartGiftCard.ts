'use client';

import { useState } from 'react';
import { graphql } from 'react-relay';
import type { useCartGiftCardApplyMutation } from '@/__generated__/useCartGiftCardApplyMutation.graphql';
import type { useCartGiftCardRemoveMutation } from '@/__generated__/useCartGiftCardRemoveMutation.graphql';
import { useCheckoutBusy } from '@/components/cart/checkoutBusy';
import { toast } from '@/components/toast';
import { failureMessage, UNEXPECTED_ERROR_MESSAGE } from '@/relay/mutationCalls';
import { usePromiseMutation } from '@/relay/usePromiseMutation';

const applyGiftCardMutation = graphql`
  mutation useCartGiftCardApplyMutation($input: ApplyGiftCardInput!) {
    applyGiftCard(input: $input) {
      viewer {
        id
        cart {
          ...CheckoutPage_cart
          ...HeaderCart_cart
        }
      }
      userErrors {
        message
        field
      }
    }
  }
`;

const removeGiftCardMutation = graphql`
  mutation useCartGiftCardRemoveMutation {
    removeGiftCard {
      viewer {
        id
        cart {
          ...CheckoutPage_cart
          ...HeaderCart_cart
        }
      }
      userErrors {
        message
        field
      }
    }
  }
`;

type Payload = { readonly userErrors: readonly { readonly message: string }[] };

/** Applies or removes the cart's gift card (the whole check-out waits meanwhile); a refusal is the field's error. */
export function useCartGiftCard() {
  const applyMutation = usePromiseMutation<useCartGiftCardApplyMutation>(applyGiftCardMutation);
  const removeMutation = usePromiseMutation<useCartGiftCardRemoveMutation>(removeGiftCardMutation);
  const { track } = useCheckoutBusy();
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  const run = async (call: () => Promise<Payload>, done: string): Promise<boolean> => {
    setPending(true);
    setError(undefined);
    try {
      const payload = await track(call);
      if (payload.userErrors.length > 0) setError(failureMessage(payload));
      else toast.success(done);
      return payload.userErrors.length === 0;
    } catch {
      setError(UNEXPECTED_ERROR_MESSAGE);
      return false;
    } finally {
      setPending(false);
    }
  };
  const apply = (code: string) => run(async () => (await applyMutation({ input: { code } })).applyGiftCard, 'Gift card applied');
  const remove = () => run(async () => (await removeMutation({})).removeGiftCard, 'Gift card removed');
  return { apply, remove, pending, error, setError };
}
