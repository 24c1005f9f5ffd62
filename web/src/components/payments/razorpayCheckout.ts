import { siteName } from '@/config/site';
import type { CheckoutPayment } from './providerCheckout';

/** Razorpay's Checkout script: loaded only when a customer pays with Razorpay (never in a page bundle). */
export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

export type RazorpayPrefill = { name?: string; email?: string; contact?: string };
/** What Checkout hands its `handler` on success: the api verifies the signature of order_id|payment_id. */
export type RazorpaySuccess = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
export type RazorpayFailure = { error?: { code?: string; description?: string; reason?: string } };

export type RazorpayOptions = {
  key: string;
  order_id: string;
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  prefill: RazorpayPrefill;
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void; escape: boolean; confirm_close: boolean };
  retry: { enabled: boolean };
};

export type RazorpayInstance = { open(): void; on(event: 'payment.failed', callback: (response: RazorpayFailure) => void): void };
export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

const descriptions: Record<CheckoutPayment['kind'], string> = {
  FULL: 'Tour booking',
  ADVANCE: 'Tour booking advance',
  BALANCE: 'Balance of your booking',
};

/**
 * Checkout's options for one payment: our key id and Razorpay order (its amount in paise, which Razorpay
 * checks against the order). Retries inside Checkout are off: one attempt per payment, so a `payment.failed`
 * (here and in the api's webhook) really ends it; 'Try again' starts a new payment.
 */
export function razorpayOptions(
  payment: CheckoutPayment,
  prefill: RazorpayPrefill,
  on: { onSuccess: (response: RazorpaySuccess) => void; onDismiss: () => void },
): RazorpayOptions {
  if (!payment.providerKeyId) throw new Error('A Razorpay payment needs its key id');
  return {
    key: payment.providerKeyId,
    order_id: payment.providerOrderId,
    amount: payment.amountPaise,
    currency: 'INR',
    name: siteName,
    description: descriptions[payment.kind],
    prefill,
    handler: on.onSuccess,
    modal: { ondismiss: on.onDismiss, escape: true, confirm_close: true },
    retry: { enabled: false },
  };
}

type ScriptHost = { Razorpay?: RazorpayConstructor };
/** The script's load in progress per page, so that two quick clicks add it once. */
const loading = new WeakMap<object, Promise<RazorpayConstructor>>();

/** Adds Checkout's script once and resolves with `window.Razorpay`; a failed load may be tried again. */
export function loadRazorpayScript(win: ScriptHost & Pick<Window, 'document'> = window): Promise<RazorpayConstructor> {
  if (win.Razorpay) return Promise.resolve(win.Razorpay);
  const pending = loading.get(win);
  if (pending) return pending;
  const load = new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = win.document.createElement('script');
    script.src = RAZORPAY_CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => (win.Razorpay ? resolve(win.Razorpay) : reject(new Error('Razorpay Checkout did not load')));
    script.onerror = () => reject(new Error('Razorpay Checkout did not load'));
    win.document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading.delete(win);
    throw error;
  });
  loading.set(win, load);
  return load;
}
