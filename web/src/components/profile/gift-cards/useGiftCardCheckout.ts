'use client';

import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useGiftCardCheckoutMutation } from '@/__generated__/useGiftCardCheckoutMutation.graphql';
import { startCheckout, type CheckoutBrowser } from '@/components/payments/providerCheckout';
import { loadRazorpayScript } from '@/components/payments/razorpayCheckout';
import { failureMessage } from '@/relay/mutationCalls';
import { usePromiseMutation } from '@/relay/usePromiseMutation';

/** Where the payment provider returns the buyer of a gift card (`returnPath`). */
export const GIFT_CARD_RETURN_PATH = '/profile/gift-cards/payment';

const startGiftCardPaymentMutation = graphql`
  mutation useGiftCardCheckoutMutation($input: StartGiftCardPaymentInput!) {
    startGiftCardPayment(input: $input) {
      giftCard {
        internalId
        provider
        providerOrderId
        providerKeyId
        checkoutUrl
        amount {
          paise
        }
      }
      userErrors {
        message
        field
      }
    }
  }
`;

const browser: CheckoutBrowser = { navigate: (url) => window.location.assign(url), loadRazorpay: () => loadRazorpayScript(), prefill: async () => ({}) };

/**
 * Starts paying a gift card (`startGiftCardPayment`, method razorpay) and sends the buyer to the provider, like
 * 'Pay ₹…' at check-out; the provider returns to `/profile/gift-cards/payment`. Answers the refusal's message.
 */
export function useGiftCardCheckout(): (giftCardId: string) => Promise<string | null> {
  const start = usePromiseMutation<useGiftCardCheckoutMutation>(startGiftCardPaymentMutation);
  return useCallback(
    async (giftCardId) => {
      const { startGiftCardPayment: payload } = await start({ input: { giftCardId, returnPath: GIFT_CARD_RETURN_PATH } });
      const card = payload.giftCard;
      if (!card?.provider || !card.providerOrderId) return failureMessage(payload);
      const payment = { paymentId: card.internalId, kind: 'FULL' as const, provider: card.provider, providerOrderId: card.providerOrderId, providerKeyId: card.providerKeyId ?? null, checkoutUrl: card.checkoutUrl ?? null, amountPaise: card.amount.paise };
      await startCheckout(payment, GIFT_CARD_RETURN_PATH, browser);
      return null;
    },
    [start],
  );
}
