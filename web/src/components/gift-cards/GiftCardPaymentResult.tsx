'use client';

import { useEffect, useRef, useState } from 'react';
import { graphql } from 'react-relay';
import type { GiftCardPaymentResultCompleteMutation } from '@/__generated__/GiftCardPaymentResultCompleteMutation.graphql';
import type { GiftCardPaymentResultFailMutation } from '@/__generated__/GiftCardPaymentResultFailMutation.graphql';
import styles from '@/components/payments/PaymentResult.module.css';
import type { PaymentReturn } from '@/components/payments/paymentReturn';
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

type Outcome = { state: 'working' } | { state: 'paid'; card: IssuedGiftCard } | { state: 'failed'; message: string | null };

/** Where the provider returns a gift card's buyer: confirmed once (complete or fail), then the code or 'Payment failed'. */
export function GiftCardPaymentResult({ answer }: { answer: PaymentReturn | null }) {
  const complete = usePromiseMutation<GiftCardPaymentResultCompleteMutation>(completeMutation);
  const fail = usePromiseMutation<GiftCardPaymentResultFailMutation>(failMutation);
  const [outcome, setOutcome] = useState<Outcome>(answer ? { state: 'working' } : { state: 'failed', message: null });
  const started = useRef(false);

  useEffect(() => {
    if (!answer || started.current) return;
    started.current = true;
    const giftCardId = globalIdOf('GiftCard', answer.paymentId);
    if (answer.status === 'failed') {
      const done = () => setOutcome({ state: 'failed', message: null });
      fail({ input: { giftCardId, ...(answer.reason ? { reason: answer.reason } : {}) } }).then(done, done);
      return;
    }
    complete({ input: { giftCardId, providerPaymentId: answer.providerPaymentId, signature: answer.signature } }).then(
      ({ completeGiftCardPayment: payload }) => {
        const card = payload.giftCard;
        if (card?.code) setOutcome({ state: 'paid', card: { code: card.code, recipientName: card.recipientName, recipientEmail: card.recipientEmail, amount: card.amount.label } });
        else setOutcome({ state: 'failed', message: failureMessage(payload) });
      },
      () => setOutcome({ state: 'failed', message: UNEXPECTED_ERROR_MESSAGE }),
    );
  }, [answer, complete, fail]);

  return (
    <section className={`container ${styles.page}`}>
      {outcome.state === 'working' ? (
        <div role="status" className={styles.working}>
          <span className={styles.spinner} aria-hidden="true" />
          <p>Confirming your payment… Please do not close this page.</p>
        </div>
      ) : outcome.state === 'paid' ? (
        <GiftCardIssued card={outcome.card} />
      ) : (
        <GiftCardNotIssued message={outcome.message} />
      )}
    </section>
  );
}
