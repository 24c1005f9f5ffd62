import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refundDueCaptures } from '../db/schema/refunds-due.ts';
import { DEV_PAYMENT_TEST_SECRET, DEV_STAFF_TOKEN } from '../env.ts';
import { call, createAccount, outboxFor, signInByMobile } from '../test-support/accounts.ts';
import { addTraveller, ordinaryDeparture, packageIdOf, RETURN_URL } from '../test-support/commerce.ts';
import { addGiftCard, initGiftCardPayment, type GiftCardAnswer } from '../test-support/gift-cards.ts';
import { testAppPerFile } from '../test-support/test-app.ts';
import type { GroupOrder, SharePayment } from '../group-orders/schemas.ts';
import { createRazorpayProvider } from './razorpay.ts';
import { callbackSignature } from './signature.ts';
import { createTestProvider } from './test-provider.ts';
import { RAZORPAY_WEBHOOK_PATH } from './webhook.ts';
import { webhookSignature } from './webhook-signature.ts';

const KEY_ID = 'rzp_test_payables';
const KEY_SECRET = 'razorpay-key-secret-for-payables';
const WEBHOOK_SECRET = 'razorpay-webhook-secret-for-payables';
/** Razorpay's Orders API, outside our system: a fake that answers an order for the amount asked. */
const fakeRazorpayFetch = (async (_url: string, init: RequestInit) => {
  const { amount } = JSON.parse(String(init.body)) as { amount: number };
  return new Response(JSON.stringify({ id: `order_${randomBytes(7).toString('hex')}`, entity: 'order', amount, currency: 'INR', status: 'created' }), { status: 200 });
}) as unknown as typeof fetch;

const ctx = testAppPerFile({
  payments: {
    provider: createRazorpayProvider({ keyId: KEY_ID, keySecret: KEY_SECRET, fetch: fakeRazorpayFetch }),
    testProvider: createTestProvider({ secret: DEV_PAYMENT_TEST_SECRET, publicUrl: 'http://localhost:4010' }),
    holdMinutes: 15,
    maxHoldsPerDeparture: 10,
    returnOrigins: ['http://localhost:3000'],
    razorpayWebhookSecret: WEBHOOK_SECRET,
  },
});

type Delivered = { status: number; message: string; data: { kind: string | null; paymentId: string | null } };
async function deliver(event: string, entity: { id: string; order_id: string; amount: number }) {
  const body = JSON.stringify({ entity: 'event', event, payload: { payment: { entity: { entity: 'payment', currency: 'INR', ...entity } } } });
  const response = await ctx.app.request(RAZORPAY_WEBHOOK_PATH, { method: 'POST', headers: { 'content-type': 'application/json', 'x-razorpay-signature': webhookSignature(WEBHOOK_SECRET, new TextEncoder().encode(body)) }, body });
  return (await response.json()) as Delivered;
}
const payId = () => `pay_${randomBytes(7).toString('hex')}`;
const capturesOf = (providerPaymentId: string) => ctx.database.db.select().from(refundDueCaptures).where(eq(refundDueCaptures.providerPaymentId, providerPaymentId));

async function startedGiftCard(recipientEmail: string) {
  const token = await signInByMobile(ctx.app, await createAccount(ctx.app, { confirmEmail: false }));
  const added = await addGiftCard(ctx.app, token, 150_000, recipientEmail);
  const started = await initGiftCardPayment(ctx.app, token, added.body.data._id);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return { token, card: started.body.data as GiftCardAnswer & { provider: string; providerKeyId: string | null } };
}
const cardCallback = (token: string, card: GiftCardAnswer, providerPaymentId: string) =>
  call<{ data: GiftCardAnswer }>(ctx.app, 'POST', '/gift-cart/success', {
    token,
    body: { GiftcartId: card._id, providerPaymentId, signature: callbackSignature(KEY_SECRET, card.providerOrderId!, providerPaymentId), source: 'web' },
  });

describe('gift cards through Razorpay', () => {
  it('opens Razorpay checkout (key id) and issues the code once on payment.captured; the customer callback after it answers the same card', async () => {
    const { token, card } = await startedGiftCard('rzp-webhook@example.com');
    expect(card).toMatchObject({ provider: 'razorpay', providerKeyId: KEY_ID, checkoutUrl: null });
    const id = payId();
    const entity = { id, order_id: card.providerOrderId!, amount: card.amountPaise };
    expect(await deliver('payment.captured', entity)).toMatchObject({ status: 200, message: 'Payment successful. The gift card has been sent to the recipient.', data: { kind: 'gift-card', paymentId: card._id } });
    expect((await deliver('payment.captured', entity)).status).toBe(200);
    const callback = await cardCallback(token, card, id);
    expect(callback.body.data).toMatchObject({ status: 'PAID', balancePaise: 150_000 });
    expect(await outboxFor(ctx.app, 'rzp-webhook@example.com')).toHaveLength(1);
    const again = { ...entity, id: payId() };
    expect((await deliver('payment.captured', again)).message).toBe('Ignored: This gift card is already paid');
    expect((await deliver('payment.captured', again)).message).toBe('Ignored: This gift card is already paid');
    // docs/security.md §37: the second capture is recorded for staff to refund, once.
    expect(await capturesOf(again.id)).toEqual([expect.objectContaining({ kind: 'gift-card', paymentId: card._id, amountPaise: 150_000 })]);
  });

  it('webhook and callback racing issue one code and one e-mail', async () => {
    const { token, card } = await startedGiftCard('rzp-race@example.com');
    const id = payId();
    const [hook, own] = await Promise.all([deliver('order.paid', { id, order_id: card.providerOrderId!, amount: card.amountPaise }), cardCallback(token, card, id)]);
    expect([hook.status, own.status]).toEqual([200, 200]);
    expect(await outboxFor(ctx.app, 'rzp-race@example.com')).toHaveLength(1);
  });

  it('ignores a captured amount that differs, and fails the card on payment.failed', async () => {
    const { card } = await startedGiftCard('rzp-failed@example.com');
    const odd = { id: payId(), order_id: card.providerOrderId!, amount: 100 };
    expect((await deliver('payment.captured', odd)).message).toBe('Ignored: the amount differs from the payment');
    expect((await deliver('payment.captured', odd)).message).toBe('Ignored: the amount differs from the payment');
    // Captured all the same: recorded for staff to refund, with the amount captured, once (docs/security.md §37).
    expect(await capturesOf(odd.id)).toEqual([expect.objectContaining({ kind: 'gift-card', paymentId: card._id, amountPaise: 100, reason: 'captured 100 INR for a payment of 150000 INR' })]);
    expect((await deliver('payment.failed', { id: payId(), order_id: card.providerOrderId!, amount: card.amountPaise })).message).toBe('Payment failed');
  });
});

async function startedSharePayment() {
  const organiser = await signInByMobile(ctx.app, await createAccount(ctx.app, { confirmEmail: false }));
  const account = await createAccount(ctx.app, { confirmEmail: false });
  const member = await signInByMobile(ctx.app, account);
  const departure = await ordinaryDeparture(ctx.app, 'varanasi-bodhgaya-tour', 1);
  const body = { title: 'Razorpay group', packageID: packageIdOf('varanasi-bodhgaya-tour'), yatraDate: departure.date, members: [{ contact: account.e164, persons: 1 }], source: 'web' };
  const group = (await call<{ data: GroupOrder }>(ctx.app, 'POST', '/group-orders', { token: organiser, body })).body.data;
  await call(ctx.app, 'PUT', `/group-order-passenger/update-cart/${group._id}`, { token: member, body: { PassengerList: [await addTraveller(ctx.app, member)], source: 'web' } });
  const started = await call<{ data: SharePayment }>(ctx.app, 'PUT', '/group-order-passenger/init-payment', { token: member, body: { groupOrderId: group._id, returnUrl: RETURN_URL } });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return { organiser, member, group, payment: started.body.data };
}

describe('group share payments through Razorpay', () => {
  it('pays the share on payment.captured, once; the member’s callback racing it answers the same payment', async () => {
    const { organiser, member, group, payment } = await startedSharePayment();
    expect(payment).toMatchObject({ provider: 'razorpay', providerKeyId: KEY_ID });
    const id = payId();
    const signature = callbackSignature(KEY_SECRET, payment.providerOrderId, id);
    const [hook, own] = await Promise.all([
      deliver('payment.captured', { id, order_id: payment.providerOrderId, amount: payment.amountPaise }),
      call<{ data: { payment: SharePayment } }>(ctx.app, 'PUT', '/group-order-passenger/payment-success', { token: member, body: { paymentId: payment._id, providerPaymentId: id, signature } }),
    ]);
    expect(hook).toMatchObject({ status: 200, message: 'Payment successful', data: { kind: 'group-share', paymentId: payment._id } });
    expect(own.body.data.payment).toMatchObject({ status: 'SUCCEEDED', providerPaymentId: id });
    const shown = (await call<{ data: GroupOrder }>(ctx.app, 'GET', `/get-group-order/${group._id}`, { token: organiser })).body.data;
    expect(shown).toMatchObject({ paidShares: 1, paidPaise: payment.amountPaise, balancePaise: 0 });
  });

  it('a captured payment of a cancelled group order is REFUND_DUE (ignored for Razorpay, logged for staff)', async () => {
    const { organiser, group, payment } = await startedSharePayment();
    expect((await call(ctx.app, 'DELETE', `/group-orders/${group._id}`, { token: organiser })).status).toBe(200);
    const hook = await deliver('payment.captured', { id: payId(), order_id: payment.providerOrderId, amount: payment.amountPaise });
    expect(hook.message).toBe('Ignored: We received your payment, but this group order was cancelled. The money will be refunded to you.');
    const refunded = await call<{ data: { amountPaise: number } }>(ctx.app, 'POST', `/group-orders/staff/refund-payment/${payment._id}`, { token: DEV_STAFF_TOKEN });
    expect(refunded.body.data.amountPaise).toBe(payment.amountPaise);
  });
});
