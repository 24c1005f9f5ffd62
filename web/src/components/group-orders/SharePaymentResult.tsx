'use client';

import Link from 'next/link';
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { SharePaymentResultCompleteMutation } from '@/__generated__/SharePaymentResultCompleteMutation.graphql';
import type { SharePaymentResultFailMutation } from '@/__generated__/SharePaymentResultFailMutation.graphql';
import { ConfirmingPayment } from '@/components/payments/ConfirmingPayment';
import type { PaymentReturn } from '@/components/payments/paymentReturn';
import { usePaymentOutcome } from '@/components/payments/usePaymentOutcome';
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

type Outcome = { state: 'paid'; amount: string; title: string; groupOrderId: string } | { state: 'failed'; message: string | null; groupOrderId: string | null };

const NOT_PAID: Outcome = { state: 'failed', message: null, groupOrderId: null };

/** Confirms a share payment once (complete or fail), then says so with the way back to the group order. */
export function SharePaymentResult({ answer }: { answer: PaymentReturn | null }) {
  const complete = usePromiseMutation<SharePaymentResultCompleteMutation>(completeMutation);
  const fail = usePromiseMutation<SharePaymentResultFailMutation>(failMutation);
  const settle = useCallback(
    async (answer: PaymentReturn): Promise<Outcome> => {
      const paymentId = globalIdOf('GroupSharePayment', answer.paymentId);
      if (answer.status === 'failed') {
        return fail({ input: { paymentId, ...(answer.reason ? { reason: answer.reason } : {}) } }).then(
          ({ failGroupSharePayment: payload }): Outcome => ({ state: 'failed', message: null, groupOrderId: payload.groupOrder?.internalId ?? null }),
          () => NOT_PAID,
        );
      }
      return complete({ input: { paymentId, providerPaymentId: answer.providerPaymentId, signature: answer.signature } }).then(
        ({ completeGroupSharePayment: payload }): Outcome =>
          payload.payment && payload.groupOrder
            ? { state: 'paid', amount: payload.payment.amount.label, title: payload.groupOrder.title, groupOrderId: payload.groupOrder.internalId }
            : { state: 'failed', message: failureMessage(payload), groupOrderId: null },
        (): Outcome => ({ state: 'failed', message: UNEXPECTED_ERROR_MESSAGE, groupOrderId: null }),
      );
    },
    [complete, fail],
  );
  const outcome = usePaymentOutcome(answer, settle, NOT_PAID);

  if (outcome === null) return <ConfirmingPayment />;
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
