import type { Db } from '../db/client.ts';
import { findSharePaymentForProvider } from './payment-store.ts';

/** A share's open test-provider payment as the provider's page shows it (handed to the page by app.ts). */
export async function groupShareCheckout(db: Db, providerOrderId: string) {
  const payment = await findSharePaymentForProvider(db, 'test', providerOrderId);
  return payment && { ...payment, open: payment.status === 'CREATED' };
}
