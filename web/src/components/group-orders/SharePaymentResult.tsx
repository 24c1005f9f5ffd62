'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { graphql } from 'react-relay';
import type { SharePaymentResultCompleteMutation } from '@/__generated__/SharePaymentResultCompleteMutation.graphql';
import type { SharePaymentResultFailMutation } from '@/__generated__/SharePaymentResultFailMutation.graphql';
import type { PaymentReturn } from '@/components/payments/paymentReturn';
import styles from '@/components/payments/PaymentResult.module.css';
import { globalIdOf } from '@/relay/globalId';
import { failureMessage, UNEXPECTED_ERROR_MESSAGE } from '@/relay/mutationCalls';
import { usePromiseMutation } from '@/relay/usePromiseMutation';
import { groupOrderPath } from './paths';

const completeMutation = graphql`
  mutation SharePaymentResultCompleteMutation($input: CompleteGroupSharePaymentInput!) {
    completeGroupSharePayment(input: $input) {
      payment {
        amount {
          label
        }
      }
      groupOrder {
        internalId
        title
      }
      userErrors {
        message
        field
      }
    }
  }
`;

const failMutation = graphql`
  mutation SharePaymentResultFailMutation($input: FailGroupSharePaymentInput!) {
    failGroupSharePayment(input: $input) {
      groupOrder {
        internalId
      }
      userErrors {
        message
      }
    }
  }
`;

type Outcome = { state: 'working' } | { state: 'paid'; amount: string; title: string; groupOrderId: string } | { state: 'failed'; message: string | null; groupOrderId: string | null };

/** Confirms a share payment once (complete or fail), then says so with the way back to the group order. */
export function SharePaymentResult({ answer }: { answer: PaymentReturn | null }) {
  const complete = usePromiseMutation<SharePaymentResultCompleteMutation>(completeMutation);
  const fail = usePromiseMutation<SharePaymentResultFailMutation>(failMutation);
  const [outcome, setOutcome] = useState<Outcome>(answer ? { state: 'working' } : { state: 'failed', message: null, groupOrderId: null });
  const started = useRef(false);
  useEffect(() => {
    if (!answer || started.current) return;
    started.current = true;
    const paymentId = globalIdOf('GroupSharePayment', answer.paymentId);
    if (answer.status === 'success') {
      complete({ input: { paymentId, providerPaymentId: answer.providerPaymentId, signature: answer.signature } }).then(
        ({ completeGroupSharePayment: payload }) =>
          setOutcome(
            payload.payment && payload.groupOrder
              ? { state: 'paid', amount: payload.payment.amount.label, title: payload.groupOrder.title, groupOrderId: payload.groupOrder.internalId }
              : { state: 'failed', message: failureMessage(payload), groupOrderId: null },
          ),
        () => setOutcome({ state: 'failed', message: UNEXPECTED_ERROR_MESSAGE, groupOrderId: null }),
      );
    } else {
      fail({ input: { paymentId, ...(answer.reason ? { reason: answer.reason } : {}) } }).then(
        ({ failGroupSharePayment: payload }) => setOutcome({ state: 'failed', message: null, groupOrderId: payload.groupOrder?.internalId ?? null }),
        () => setOutcome({ state: 'failed', message: null, groupOrderId: null }),
      );
    }
  }, [answer, complete, fail]);

  if (outcome.state === 'working') {
    return (
      <div role="status" className={styles.working}>
        <span className={styles.spinner} aria-hidden="true" />
        <p>Confirming your payment… Please do not close this page.</p>
      </div>
    );
  }
  const back = outcome.groupOrderId ? groupOrderPath(outcome.groupOrderId) : '/profile#groupOrders';
  return outcome.state === 'paid' ? (
    <div className={styles.result} data-result="success">
      <h1 className={styles.successTitle}>Payment successful</h1>
      <p>
        You paid {outcome.amount}: your share of <strong>{outcome.title}</strong> is paid.
      </p>
      <Link className="button" href={back}>
        View group order
      </Link>
    </div>
  ) : (
    <div className={styles.result} data-result="failed">
      <h1>Payment failed</h1>
      <p>{outcome.message ?? 'Your share is not paid. You can try again.'}</p>
      <Link className="button" href={back}>
        Back to the group order
      </Link>
    </div>
  );
}
