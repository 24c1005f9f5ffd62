import { razorpayOptions, type RazorpayConstructor, type RazorpayPrefill } from './razorpayCheckout';

/** What opening a payment's checkout needs (read from `openProviderCheckout_payment`). */
export type CheckoutPayment = {
  /** The payment's REST `_id`: the return page's `paymentId`. */
  paymentId: string;
  kind: 'FULL' | 'ADVANCE' | 'BALANCE';
  provider: string;
  providerOrderId: string;
  providerKeyId: string | null;
  checkoutUrl: string | null;
  amountPaise: number;
};

/** The browser as the checkout uses it; tests hand in fakes. */
export type CheckoutBrowser = {
  navigate(url: string): void;
  /** Razorpay's Checkout constructor, its script loaded on demand. */
  loadRazorpay(): Promise<RazorpayConstructor>;
  /** The signed-in customer's name and e-mail for Razorpay's form; {} when unknown. */
  prefill(): Promise<RazorpayPrefill>;
};

type ReturnQuery = { status: 'success'; providerPaymentId: string; signature: string } | { status: 'failed'; reason: string };

/** The return page's URL (`/check-out/payment?paymentId=…&…&status=…`), as the test provider's page builds it. */
export function checkoutReturnUrl(returnPath: string, paymentId: string, query: ReturnQuery): string {
  const params = new URLSearchParams({ paymentId });
  if (query.status === 'success') {
    params.set('providerPaymentId', query.providerPaymentId);
    params.set('signature', query.signature);
  } else {
    params.set('reason', query.reason);
  }
  params.set('status', query.status);
  return `${returnPath}?${params.toString()}`;
}

export const CHECKOUT_LOAD_FAILED = 'The payment window could not be opened';
export const CHECKOUT_CLOSED = 'Payment window closed before paying';

/**
 * Sends the customer to pay a started payment: the test provider's page (`checkoutUrl`), or Razorpay's
 * Checkout opened in this page. Razorpay's outcome goes to the same return page with the same query, so
 * `/check-out/payment` confirms it (completePayment / failPayment) whichever provider it was.
 */
export async function startCheckout(payment: CheckoutPayment, returnPath: string, browser: CheckoutBrowser): Promise<void> {
  if (payment.provider === 'test') {
    if (!payment.checkoutUrl) throw new Error('The test provider gave no checkout page');
    browser.navigate(payment.checkoutUrl);
    return;
  }
  if (payment.provider !== 'razorpay' || !payment.providerKeyId) throw new Error(`No checkout for the payment provider '${payment.provider}'`);
  let settled = false;
  // One outcome per payment: Razorpay may report a failure and then the closing of its window.
  const finish = (query: ReturnQuery) => {
    if (settled) return;
    settled = true;
    browser.navigate(checkoutReturnUrl(returnPath, payment.paymentId, query));
  };
  let Razorpay: RazorpayConstructor;
  try {
    Razorpay = await browser.loadRazorpay();
  } catch {
    finish({ status: 'failed', reason: CHECKOUT_LOAD_FAILED });
    return;
  }
  const checkout = new Razorpay(
    razorpayOptions(payment, await browser.prefill(), {
      onSuccess: (response) => finish({ status: 'success', providerPaymentId: response.razorpay_payment_id, signature: response.razorpay_signature }),
      onDismiss: () => finish({ status: 'failed', reason: CHECKOUT_CLOSED }),
    }),
  );
  checkout.on('payment.failed', (response) => finish({ status: 'failed', reason: response.error?.description || 'Payment failed at Razorpay' }));
  checkout.open();
}
