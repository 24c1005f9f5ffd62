import { expect } from 'vitest';
import { DEV_PAYMENT_TEST_SECRET, DEV_STAFF_TOKEN } from '../env.ts';
import { callbackSignature } from '../provider-payments/signature.ts';
import { call, createAccount, signInByMobile } from '../test-support/accounts.ts';
import { addToCart, addTraveller, initiate, newCustomer, ordinaryDeparture, packageIdOf, pressOnProviderPage, RETURN_URL, type PaymentAnswer } from '../test-support/commerce.ts';
import { addGiftCard, initGiftCardPayment } from '../test-support/gift-cards.ts';
import type { TestApp } from '../test-support/test-app.ts';
import type { RefundDueItem } from './list.ts';

type App = TestApp['app'];
export const staff = { token: DEV_STAFF_TOKEN };

/** A second payment the provider captured on the same provider order, signed as the provider signs its callback. */
export const secondPayment = (providerOrderId: string, providerPaymentId: string) => ({ providerPaymentId, signature: callbackSignature(DEV_PAYMENT_TEST_SECRET, providerOrderId, providerPaymentId) });

/** A booking paid through the test provider's page: the customer's token, the payment and its provider payment id. */
export async function paidBooking(app: App, slug: string) {
  const token = await newCustomer(app);
  const departure = await ordinaryDeparture(app, slug, 2);
  const added = await addToCart(app, token, { packageID: packageIdOf(slug), yatraDate: departure.date, PassengerList: [await addTraveller(app, token)] });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const payment: PaymentAnswer = (await initiate(app, token)).body.data;
  const back = await pressOnProviderPage(app, payment, 'success');
  const paid = await call(app, 'PUT', '/payment/success', { token, body: { paymentId: payment._id, providerPaymentId: back.get('providerPaymentId'), signature: back.get('signature'), source: 'web' } });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return { token, payment, firstPaymentId: back.get('providerPaymentId')! };
}

/** A group order of one member share, paid by the member through the test provider's page. */
export async function paidShare(app: App, slug: string) {
  const organiser = await signInByMobile(app, await createAccount(app, { confirmEmail: false }));
  const memberAccount = await createAccount(app, { confirmEmail: false });
  const token = await signInByMobile(app, memberAccount);
  const departure = await ordinaryDeparture(app, slug, 2);
  const created = await call<{ data: { _id: string } }>(app, 'POST', '/group-orders', {
    token: organiser,
    body: { title: 'Temple friends', packageID: packageIdOf(slug), yatraDate: departure.date, members: [{ contact: memberAccount.e164, persons: 1 }], source: 'web' },
  });
  const groupOrderId = created.body.data._id;
  await call(app, 'PUT', `/group-order-passenger/update-cart/${groupOrderId}`, { token, body: { PassengerList: [await addTraveller(app, token)], source: 'web' } });
  const started = await call<{ data: { _id: string; providerOrderId: string; amountPaise: number } }>(app, 'PUT', '/group-order-passenger/init-payment', { token, body: { groupOrderId, returnUrl: RETURN_URL } });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const payment = started.body.data;
  const back = await pressOnProviderPage(app, payment, 'success');
  const paid = await call(app, 'PUT', '/group-order-passenger/payment-success', { token, body: { paymentId: payment._id, providerPaymentId: back.get('providerPaymentId'), signature: back.get('signature') } });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return { token, payment, userId: memberAccount.userId, firstPaymentId: back.get('providerPaymentId')! };
}

/** A gift card bought through the test provider's page (one checkout). */
export async function paidGiftCard(app: App, amountPaise: number) {
  const token = await newCustomer(app);
  const card = (await addGiftCard(app, token, amountPaise, `friend-${Date.now()}@example.com`)).body.data;
  const started = (await initGiftCardPayment(app, token, card._id)).body.data;
  const back = await pressOnProviderPage(app, { providerOrderId: started.providerOrderId! }, 'success');
  const paid = await call(app, 'POST', '/gift-cart/success', { token, body: { GiftcartId: card._id, providerPaymentId: back.get('providerPaymentId'), signature: back.get('signature'), source: 'web' } });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return { token, card, providerOrderId: started.providerOrderId!, firstPaymentId: back.get('providerPaymentId')! };
}

/** Every page of `GET /refunds-due` (staff), newest first. */
export async function refundsDue(app: App, limit = 100): Promise<RefundDueItem[]> {
  const answer = await call<{ data: RefundDueItem[]; total: number }>(app, 'GET', `/refunds-due?limit=${limit}`, staff);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}
