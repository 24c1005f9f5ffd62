import { expect } from 'vitest';
import { call, outboxFor } from './accounts.ts';
import { pressOnProviderPage, RETURN_URL } from './commerce.ts';
import type { TestApp } from './test-app.ts';

type App = TestApp['app'];
export type GiftCardAnswer = { _id: string; status: string; amountPaise: number; balancePaise: number; code: string | null; providerOrderId: string | null; checkoutUrl: string | null; sent: boolean; recipientEmail: string };

export const addGiftCard = (app: App, token: string, amountPaise: number, recipientEmail: string) =>
  call<{ data: GiftCardAnswer }>(app, 'POST', '/gift-cart/add', { token, body: { amountPaise, recipientName: 'Meera Iyer', recipientEmail, message: 'Jai Bholenath', source: 'web' } });

export const initGiftCardPayment = (app: App, token: string, id: string) =>
  call<{ data: GiftCardAnswer }>(app, 'POST', '/gift-cart/paymentinit', { token, body: { GiftcartId: id, paymentMethod: 'razorpay', returnUrl: RETURN_URL, source: 'web' } });

/** Buys a card through the test provider's page (Success) and reads its code from the recipient's outbox. */
export async function buyGiftCard(app: App, token: string, amountPaise: number, recipientEmail: string): Promise<{ card: GiftCardAnswer; code: string }> {
  const added = await addGiftCard(app, token, amountPaise, recipientEmail);
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const started = await initGiftCardPayment(app, token, added.body.data._id);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const returned = await pressOnProviderPage(app, { providerOrderId: started.body.data.providerOrderId! }, 'success');
  const paid = await call<{ data: GiftCardAnswer }>(app, 'POST', '/gift-cart/success', {
    token,
    body: { GiftcartId: returned.get('paymentId'), providerPaymentId: returned.get('providerPaymentId'), signature: returned.get('signature'), source: 'web' },
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  const [mail] = await outboxFor(app, recipientEmail);
  const code = /GIFT(-[0-9A-Z]{4}){4}/.exec(mail?.body ?? '')?.[0] ?? '';
  expect(code).toBe(paid.body.data.code);
  return { card: paid.body.data, code };
}
