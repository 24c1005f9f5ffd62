'use client';

import { useState } from 'react';
import { graphql } from 'react-relay';
import type { PayBalanceButtonMutation } from '@/__generated__/PayBalanceButtonMutation.graphql';
import { PAYMENT_RETURN_PATH } from '@/components/cart/paths';
import { openProviderCheckout } from '@/components/payments/openProviderCheckout';
import { toast } from '@/components/toast';
import { UNEXPECTED_ERROR_MESSAGE, firstUserError } from '@/relay/mutationCalls';
import { usePromiseMutation } from '@/relay/usePromiseMutation';

const startBalancePaymentMutation = graphql`
  mutation PayBalanceButtonMutation($input: StartBalancePaymentInput!) {
    startBalancePayment(input: $input) {
      payment {
        ...openProviderCheckout_payment
      }
      userErrors {
        message
      }
    }
  }
`;

/** 'Pay balance': starts a BALANCE payment of the order and opens the provider's checkout. */
export function PayBalanceButton({ orderId, balance }: { orderId: string; balance: string }) {
  const start = usePromiseMutation<PayBalanceButtonMutation>(startBalancePaymentMutation);
  const [pending, setPending] = useState(false);
  const onClick = async () => {
    setPending(true);
    try {
      const { startBalancePayment: result } = await start({ input: { orderId, returnPath: PAYMENT_RETURN_PATH } });
      if (result.payment) return await openProviderCheckout(result.payment, PAYMENT_RETURN_PATH);
      toast.error(firstUserError(result.userErrors) ?? UNEXPECTED_ERROR_MESSAGE);
    } catch {
      toast.error(UNEXPECTED_ERROR_MESSAGE);
    }
    setPending(false);
  };
  return (
    <button type="button" className="button" onClick={onClick} disabled={pending} aria-busy={pending || undefined}>
      Pay balance {balance}
    </button>
  );
}
