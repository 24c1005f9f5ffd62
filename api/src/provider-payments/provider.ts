/** An order created at a payment provider for one payment. */
export type ProviderOrder = { providerOrderId: string; checkoutUrl: string | null };

/** The callback the customer's browser brings back from the provider. */
export type ProviderCallback = { providerOrderId: string; providerPaymentId: string; signature: string };

/**
 * A payment provider: the local test provider (the default) or Razorpay. The api creates one order per
 * payment and trusts a success only when its signature verifies.
 */
export interface PaymentProvider {
  readonly name: 'test' | 'razorpay';
  /** The public key the browser's checkout needs (Razorpay's key id); null for the test provider. */
  readonly keyId: string | null;
  createOrder(input: { amountPaise: number; receipt: string }): Promise<ProviderOrder>;
  verifySignature(callback: ProviderCallback): boolean;
}
