import type { PaymentProvider } from './provider.ts';

/** What every payable records of its provider order: the provider, its order id, the test page or the browser key. */
export type ProviderCheckoutFields = { provider: PaymentProvider['name']; providerOrderId: string; checkoutUrl: string | null; providerKeyId: string | null };

/**
 * Init, the same for bookings, gift cards and group shares: one order at the configured provider (the test
 * provider by default, Razorpay's Orders API when configured), made outside any transaction; the caller records
 * these fields on its row in its own transaction.
 */
export async function openProviderOrder(provider: PaymentProvider, amountPaise: number, receipt: string): Promise<ProviderCheckoutFields> {
  const order = await provider.createOrder({ amountPaise, receipt });
  return { provider: provider.name, providerOrderId: order.providerOrderId, checkoutUrl: order.checkoutUrl, providerKeyId: provider.keyId };
}
