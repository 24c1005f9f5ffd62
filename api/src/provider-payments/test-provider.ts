import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './provider.ts';
import { callbackSignature, isValidSignature } from './signature.ts';

/** The hosted page of the test provider, outside /api/v1 (like a real provider's page, no token). */
export const TEST_PROVIDER_PAGE_PATH = '/payment-provider/test';

export type TestProvider = PaymentProvider & {
  /** Signs a success the way Razorpay does, with PAYMENT_TEST_SECRET: what its page hands the return URL. */
  sign(providerOrderId: string, providerPaymentId: string): string;
};

/** The local test provider: orders are made locally; its page lets the customer choose success or failure. */
export function createTestProvider({ secret, publicUrl }: { secret: string; publicUrl: string }): TestProvider {
  return {
    name: 'test',
    keyId: null,
    async createOrder() {
      const providerOrderId = `test_order_${randomBytes(10).toString('hex')}`;
      return { providerOrderId, checkoutUrl: `${publicUrl.replace(/\/$/, '')}${TEST_PROVIDER_PAGE_PATH}/${providerOrderId}` };
    },
    verifySignature: ({ providerOrderId, providerPaymentId, signature }) => isValidSignature(secret, providerOrderId, providerPaymentId, signature),
    sign: (providerOrderId, providerPaymentId) => callbackSignature(secret, providerOrderId, providerPaymentId),
  };
}
