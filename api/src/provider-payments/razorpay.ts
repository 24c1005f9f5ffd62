import { z } from 'zod';
import type { PaymentProvider } from './provider.ts';
import { isValidSignature } from './signature.ts';

export const RAZORPAY_API = 'https://api.razorpay.com/v1';

const OrderAnswer = z.object({ id: z.string().min(1), amount: z.number().int(), currency: z.string() });

export type RazorpayOptions = { keyId: string; keySecret: string; fetch?: typeof fetch; baseUrl?: string };

/**
 * Razorpay behind the PaymentProvider interface: orders through the Orders API (`POST /v1/orders`, basic auth
 * with the key id and secret, amount in paise), and the checkout's callback verified as HMAC-SHA256 of
 * `order_id|payment_id` with the key secret. The browser opens Razorpay's checkout with `keyId`.
 */
export function createRazorpayProvider({ keyId, keySecret, fetch: fetchImpl = fetch, baseUrl = RAZORPAY_API }: RazorpayOptions): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  return {
    name: 'razorpay',
    keyId,
    async createOrder({ amountPaise, receipt }) {
      const response = await fetchImpl(`${baseUrl}/orders`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: amountPaise, currency: 'INR', receipt }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`Razorpay order creation failed: HTTP ${response.status}`);
      const order = OrderAnswer.parse(await response.json());
      if (order.amount !== amountPaise || order.currency !== 'INR') throw new Error('Razorpay answered an order for another amount');
      return { providerOrderId: order.id, checkoutUrl: null };
    },
    verifySignature: ({ providerOrderId, providerPaymentId, signature }) => isValidSignature(keySecret, providerOrderId, providerPaymentId, signature),
  };
}
