import { getSession } from 'next-auth/react';
import { graphql, readInlineData } from 'react-relay';
import type { openProviderCheckout_payment$key } from '@/__generated__/openProviderCheckout_payment.graphql';
import { startCheckout, type CheckoutBrowser } from './providerCheckout';
import { loadRazorpayScript } from './razorpayCheckout';

const providerCheckoutFragment = graphql`
  fragment openProviderCheckout_payment on Payment @inline {
    internalId
    kind
    provider
    providerOrderId
    providerKeyId
    checkoutUrl
    amount {
      paise
    }
  }
`;

/** The real browser of every checkout (also the group-order shares'). */
export const checkoutBrowser: CheckoutBrowser = {
  navigate: (url) => window.location.assign(url),
  loadRazorpay: () => loadRazorpayScript(),
  async prefill() {
    const user = (await getSession().catch(() => null))?.user;
    return user ? { name: user.displayName, email: user.email } : {};
  },
};

/**
 * The payment-checkout seam of 'Pay ₹…' and 'Pay balance': spread `...openProviderCheckout_payment` in the
 * mutation's payment and hand it here with the return path. The test provider → its page; Razorpay → its
 * Checkout in this page, then the return page with the outcome.
 */
export function openProviderCheckout(paymentRef: openProviderCheckout_payment$key, returnPath: string): Promise<void> {
  const payment = readInlineData(providerCheckoutFragment, paymentRef);
  return startCheckout(
    {
      paymentId: payment.internalId,
      kind: payment.kind === 'ADVANCE' || payment.kind === 'BALANCE' ? payment.kind : 'FULL',
      provider: payment.provider,
      providerOrderId: payment.providerOrderId,
      providerKeyId: payment.providerKeyId ?? null,
      checkoutUrl: payment.checkoutUrl ?? null,
      amountPaise: payment.amount.paise,
    },
    returnPath,
    checkoutBrowser,
  );
}
