'use client';

import { useCallback } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { PaymentResultPageKindQuery } from '@/__generated__/PaymentResultPageKindQuery.graphql';
import type { PaymentResultPageCompleteMutation } from '@/__generated__/PaymentResultPageCompleteMutation.graphql';
import type { PaymentResultPageFailMutation } from '@/__generated__/PaymentResultPageFailMutation.graphql';
import { failureMessage, UNEXPECTED_ERROR_MESSAGE } from '@/relay/mutationCalls';
import { usePromiseMutation } from '@/relay/usePromiseMutation';
import { ConfirmingPayment } from './ConfirmingPayment';
import { PaymentFailed } from './PaymentFailed';
import { PaymentSucceeded, type PaidOrder } from './PaymentSucceeded';
import { globalIdOf } from '@/relay/globalId';
import type { PaymentReturn } from './paymentReturn';
import { usePaymentOutcome } from './usePaymentOutcome';
import styles from './PaymentResult.module.css';

const completePaymentMutation = graphql`
  mutation PaymentResultPageCompleteMutation($input: CompletePaymentInput!) {
    completePayment(input: $input) {
      payment {
        kind
        amount {
          label
        }
      }
      notice
      order {
        reference
        departureDate
        packageTitle
        total {
          label
        }
        balance {
          paise
          label
        }
        giftCards {
          codeLast4
          amount {
            label
          }
        }
      }
      viewer {
        id
        cart {
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

const failPaymentMutation = graphql`
  mutation PaymentResultPageFailMutation($input: FailPaymentInput!) {
    failPayment(input: $input) {
      payment {
        kind
      }
      userErrors {
        message
        field
      }
    }
  }
`;

/** The payment's kind, read when a refusal answers no payment: a refused BALANCE payment goes back to the bookings. */
const paymentKindQuery = graphql`
  query PaymentResultPageKindQuery($id: ID!) {
    node(id: $id) {
      ... on Payment {
        kind
      }
    }
  }
`;

type Outcome =
  | { state: 'paid'; order: PaidOrder; amountPaid: string; booking: boolean; notice: string | null }
  | { state: 'failed'; message: string | null; balance: boolean };

const NO_ANSWER: Outcome = { state: 'failed', message: null, balance: false };

/** Confirms the provider's answer once (completePayment or failPayment), then shows the success or failure screen. */
export function PaymentResultPage({ answer }: { answer: PaymentReturn | null }) {
  const completePayment = usePromiseMutation<PaymentResultPageCompleteMutation>(completePaymentMutation);
  const failPayment = usePromiseMutation<PaymentResultPageFailMutation>(failPaymentMutation);
  const environment = useRelayEnvironment();
  const settle = useCallback(
    async (answer: PaymentReturn): Promise<Outcome> => {
      const paymentId = globalIdOf('Payment', answer.paymentId);
      const isBalance = async (payment: { readonly kind: string } | null | undefined): Promise<boolean> => {
        if (payment) return payment.kind === 'BALANCE';
        const read = await fetchQuery<PaymentResultPageKindQuery>(environment, paymentKindQuery, { id: paymentId }).toPromise().catch(() => undefined);
        return read?.node?.kind === 'BALANCE';
      };
      const failed = async (message: string | null, payment?: { readonly kind: string } | null): Promise<Outcome> => ({
        state: 'failed',
        message,
        balance: await isBalance(payment),
      });
      if (answer.status === 'failed') {
        const reason = answer.reason ? { reason: answer.reason } : {};
        return failPayment({ input: { paymentId, ...reason } }).then(
          ({ failPayment: payload }) => failed(null, payload.payment),
          () => failed(null),
        );
      }
      return completePayment({ input: { paymentId, providerPaymentId: answer.providerPaymentId, signature: answer.signature } }).then(
        ({ completePayment: payload }) =>
          payload.order && payload.payment
            ? { state: 'paid', order: payload.order, amountPaid: payload.payment.amount.label, booking: payload.payment.kind !== 'BALANCE', notice: payload.notice ?? null }
            : failed(failureMessage(payload), payload.payment),
        () => failed(UNEXPECTED_ERROR_MESSAGE),
      );
    },
    [completePayment, environment, failPayment],
  );
  const outcome = usePaymentOutcome(answer, settle, NO_ANSWER);

  return (
    <section className={`container ${styles.page}`}>
      {outcome === null ? (
        <ConfirmingPayment />
      ) : outcome.state === 'paid' ? (
        <PaymentSucceeded order={outcome.order} amountPaid={outcome.amountPaid} giftCards={outcome.booking ? outcome.order.giftCards : []} notice={outcome.notice} />
      ) : (
        <PaymentFailed message={outcome.message} balance={outcome.balance} />
      )}
    </section>
  );
}
