'use client';

import { useState } from 'react';
import { graphql } from 'react-relay';
import type { SharePayButtonMutation } from '@/__generated__/SharePayButtonMutation.graphql';
import { FormError } from '@/components/form/FormError';
import { checkoutBrowser } from '@/components/payments/openProviderCheckout';
import { startCheckout } from '@/components/payments/providerCheckout';
import { failureMessage, UNEXPECTED_ERROR_MESSAGE } from '@/relay/mutationCalls';
import { usePromiseMutation } from '@/relay/usePromiseMutation';
import { SHARE_PAYMENT_RETURN_PATH } from './paths';

const payMutation = graphql`
  mutation SharePayButtonMutation($input: StartGroupSharePaymentInput!) {
    startGroupSharePayment(input: $input) {
      payment {
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

type Props = { groupOrderId: string; amount: { readonly paise: number; readonly label: string }; onRefused: () => void };

/**
 * 'Pay ₹…': starts the share's payment at the amount shown and opens the provider's checkout (its page or Razorpay).
 * A refusal shows above the button and reads the group order again (`onRefused`): it may have been cancelled or
 * repriced meanwhile, and the page then shows it as it is now.
 */
export function SharePayButton({ groupOrderId, amount, onRefused }: Props) {
  const start = usePromiseMutation<SharePayButtonMutation>(payMutation);
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const pay = async () => {
    setPending(true);
    setFailure(undefined);
    try {
      const { startGroupSharePayment: payload } = await start({ input: { groupOrderId, returnPath: SHARE_PAYMENT_RETURN_PATH, expectedAmount: amount.paise } });
      const payment = payload.payment;
      if (!payment) {
        setFailure(failureMessage(payload));
        return onRefused();
      }
      const { internalId, provider, providerOrderId } = payment;
      const checkout = { paymentId: internalId, kind: 'FULL' as const, provider, providerOrderId, providerKeyId: payment.providerKeyId ?? null, checkoutUrl: payment.checkoutUrl ?? null, amountPaise: payment.amount.paise };
      await startCheckout(checkout, SHARE_PAYMENT_RETURN_PATH, checkoutBrowser);
    } catch {
      setFailure(UNEXPECTED_ERROR_MESSAGE);
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <FormError message={failure} />
      <button type="button" className="button" onClick={pay} disabled={pending} aria-busy={pending || undefined}>
        Pay {amount.label}
      </button>
    </>
  );
}
