'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { graphql } from 'react-relay';
import type { GiftCardPaymentResultCompleteMutation } from '@/__generated__/GiftCardPaymentResultCompleteMutation.graphql';
import type { GiftCardPaymentResultFailMutation } from '@/__generated__/GiftCardPaymentResultFailMutation.graphql';
import styles from '@/components/payments/PaymentResult.module.css';
import type { PaymentReturn } from '@/components/payments/paymentReturn';
import { globalIdOf } from '@/relay/globalId';
import { failureMessage, UNEXPECTED_ERROR_MESSAGE } from '@/relay/mutationCalls';
import { usePromiseMutation } from '@/relay/usePromiseMutation';

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

type Issued = { code: string; recipientName: string; recipientEmail: string; amount: string };
type Outcome = { state: 'working' } | { state: 'paid'; card: Issued } | { state: 'failed'; message: string | null };
const BACK = '/profile#giftCards';

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
        <div className={styles.result} data-result="success">
          <h1 className={styles.successTitle}>Payment successful</h1>
          <p>
            Your gift card of <strong>{outcome.card.amount}</strong> has been sent to {outcome.card.recipientName} ({outcome.card.recipientEmail}).
          </p>
          <dl className={styles.facts}>
            <div>
              <dt>Gift card code</dt>
              <dd data-testid="gift-card-code">{outcome.card.code}</dd>
            </div>
          </dl>
          <Link prefetch={false} href={BACK} className="button">
            View my gift cards
          </Link>
        </div>
      ) : (
        <div className={styles.result} data-result="failed">
          <h1 className={styles.failedTitle}>Payment failed</h1>
          {outcome.message ? (
            <p role="alert" className={styles.reason}>
              {outcome.message}
            </p>
          ) : null}
          <p>No gift card was issued. You can pay it again from your gift cards.</p>
          <Link prefetch={false} href={BACK} className="button">
            Try again
          </Link>
        </div>
      )}
    </section>
  );
}
