'use client';

import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { GiftCardPaymentResultCompleteMutation } from '@/__generated__/GiftCardPaymentResultCompleteMutation.graphql';
import type { GiftCardPaymentResultFailMutation } from '@/__generated__/GiftCardPaymentResultFailMutation.graphql';
import styles from '@/components/payments/PaymentResult.module.css';
import { ConfirmingPayment } from '@/components/payments/ConfirmingPayment';
import type { PaymentReturn } from '@/components/payments/paymentReturn';
import { usePaymentOutcome } from '@/components/payments/usePaymentOutcome';
import { globalIdOf } from '@/relay/globalId';
import { failureMessage, UNEXPECTED_ERROR_MESSAGE } from '@/relay/mutationCalls';
import { usePromiseMutation } from '@/relay/usePromiseMutation';
import { GiftCardIssued, GiftCardNotIssued, type IssuedGiftCard } from './GiftCardPaymentScreens';

const completeMutation = graphql`
  mutation GiftCardPaymentResultCompleteMutation($input: CompleteGiftCardPaymentInput!) {
    completeGiftCardPayment(input: $input) {
      giftCard {
        code
        recipientName
        recipientEmail
        amount {
          label
        }
      }
      userErrors {
        message
        field
      }
    }
  }
`;

const failMutation = graphql`
  mutation GiftCardPaymentResultFailMutation($input: FailGiftCardPaymentInput!) {
    failGiftCardPayment(input: $input) {
      userErrors {
        message
      }
    }
  }
`;

type Outcome = { state: 'paid'; card: IssuedGiftCard } | { state: 'failed'; message: string | null };

const NOT_PAID: Outcome = { state: 'failed', message: null };

/** Where the provider returns a gift card's buyer: confirmed once (complete or fail), then the code or 'Payment failed'. */
export function GiftCardPaymentResult({ answer }: { answer: PaymentReturn | null }) {
  const complete = usePromiseMutation<GiftCardPaymentResultCompleteMutation>(completeMutation);
  const fail = usePromiseMutation<GiftCardPaymentResultFailMutation>(failMutation);
  const settle = useCallback(
    async (answer: PaymentReturn): Promise<Outcome> => {
      const giftCardId = globalIdOf('GiftCard', answer.paymentId);
      if (answer.status === 'failed') {
        return fail({ input: { giftCardId, ...(answer.reason ? { reason: answer.reason } : {}) } }).then(
          () => NOT_PAID,
          () => NOT_PAID,
        );
      }
      return complete({ input: { giftCardId, providerPaymentId: answer.providerPaymentId, signature: answer.signature } }).then(
        ({ completeGiftCardPayment: payload }): Outcome => {
          const card = payload.giftCard;
          return card?.code
            ? { state: 'paid', card: { code: card.code, recipientName: card.recipientName, recipientEmail: card.recipientEmail, amount: card.amount.label } }
            : { state: 'failed', message: failureMessage(payload) };
        },
        (): Outcome => ({ state: 'failed', message: UNEXPECTED_ERROR_MESSAGE }),
      );
    },
    [complete, fail],
  );
  const outcome = usePaymentOutcome(answer, settle, NOT_PAID);

  return (
    <section className={`container ${styles.page}`}>
      {outcome === null ? (
        <ConfirmingPayment />
      ) : outcome.state === 'paid' ? (
        <GiftCardIssued card={outcome.card} />
      ) : (
        <GiftCardNotIssued message={outcome.message} />
      )}
    </section>
  );
}
