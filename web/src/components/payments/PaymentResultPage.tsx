'use client';

import { useEffect, useRef, useState } from 'react';
import { graphql } from 'react-relay';
import type { PaymentResultPageCompleteMutation } from '@/__generated__/PaymentResultPageCompleteMutation.graphql';
import type { PaymentResultPageFailMutation } from '@/__generated__/PaymentResultPageFailMutation.graphql';
import { failureMessage, UNEXPECTED_ERROR_MESSAGE } from '@/relay/mutationCalls';
import { usePromiseMutation } from '@/relay/usePromiseMutation';
import { PaymentFailed } from './PaymentFailed';
import { PaymentSucceeded, type PaidOrder } from './PaymentSucceeded';
import { paymentGlobalId, type PaymentReturn } from './paymentReturn';
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
      order {
        reference
        departureDate
        package {
          title
        }
        total {
          label
        }
        balance {
          paise
          label
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

type Outcome =
  | { state: 'working' }
  | { state: 'paid'; order: PaidOrder; amountPaid: string }
  | { state: 'failed'; message: string | null; balance: boolean };

/** Confirms the provider's answer once (completePayment or failPayment), then shows the success or failure screen. */
export function PaymentResultPage({ answer }: { answer: PaymentReturn | null }) {
  const completePayment = usePromiseMutation<PaymentResultPageCompleteMutation>(completePaymentMutation);
  const failPayment = usePromiseMutation<PaymentResultPageFailMutation>(failPaymentMutation);
  const [outcome, setOutcome] = useState<Outcome>(answer ? { state: 'working' } : { state: 'failed', message: null, balance: false });
  const started = useRef(false);

  useEffect(() => {
    if (!answer || started.current) return;
    started.current = true;
    const paymentId = paymentGlobalId(answer.paymentId);
    if (answer.status === 'success') {
      completePayment({ input: { paymentId, providerPaymentId: answer.providerPaymentId, signature: answer.signature } }).then(
        ({ completePayment: payload }) => {
          if (payload.order && payload.payment) setOutcome({ state: 'paid', order: payload.order, amountPaid: payload.payment.amount.label });
          else setOutcome({ state: 'failed', message: failureMessage(payload), balance: payload.payment?.kind === 'BALANCE' });
        },
        () => setOutcome({ state: 'failed', message: UNEXPECTED_ERROR_MESSAGE, balance: false }),
      );
    } else {
      const reason = answer.reason ? { reason: answer.reason } : {};
      failPayment({ input: { paymentId, ...reason } }).then(
        ({ failPayment: payload }) => setOutcome({ state: 'failed', message: null, balance: payload.payment?.kind === 'BALANCE' }),
        () => setOutcome({ state: 'failed', message: null, balance: false }),
      );
    }
  }, [answer, completePayment, failPayment]);

  return (
    <section className={`container ${styles.page}`}>
      {outcome.state === 'working' ? (
        <div role="status" className={styles.working}>
          <span className={styles.spinner} aria-hidden="true" />
          <p>Confirming your payment… Please do not close this page.</p>
        </div>
      ) : outcome.state === 'paid' ? (
        <PaymentSucceeded order={outcome.order} amountPaid={outcome.amountPaid} />
      ) : (
        <PaymentFailed message={outcome.message} balance={outcome.balance} />
      )}
    </section>
  );
}
