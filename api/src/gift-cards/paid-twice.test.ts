import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { giftCardPayments, giftCards } from '../db/schema/gift-cards.ts';
import { DEV_PAYMENT_TEST_SECRET } from '../env.ts';
import { call, createAccount, outboxFor, signInByMobile } from '../test-support/accounts.ts';
import { addGiftCard, initGiftCardPayment, type GiftCardAnswer } from '../test-support/gift-cards.ts';
import { testAppPerFile } from '../test-support/test-app.ts';
import { createRazorpayProvider } from '../provider-payments/razorpay.ts';
import { callbackSignature } from '../provider-payments/signature.ts';
import { createTestProvider } from '../provider-payments/test-provider.ts';
import { RAZORPAY_WEBHOOK_PATH } from '../provider-payments/webhook.ts';
import { webhookSignature } from '../provider-payments/webhook-signature.ts';

const KEY_SECRET = 'razorpay-key-secret-for-paid-twice';
const WEBHOOK_SECRET = 'razorpay-webhook-secret-for-paid-twice';
/** Razorpay's Orders API, outside our system: a fake that answers a new order for the amount asked. */
const fakeRazorpayFetch = (async (_url: string, init: RequestInit) => {
  const { amount } = JSON.parse(String(init.body)) as { amount: number };
  return new Response(JSON.stringify({ id: `order_${randomBytes(7).toString('hex')}`, entity: 'order', amount, currency: 'INR', status: 'created' }), { status: 200 });
}) as unknown as typeof fetch;

const ctx = testAppPerFile({
  payments: {
    provider: createRazorpayProvider({ keyId: 'rzp_test_paid_twice', keySecret: KEY_SECRET, fetch: fakeRazorpayFetch }),
    testProvider: createTestProvider({ secret: DEV_PAYMENT_TEST_SECRET, publicUrl: 'http://localhost:4010' }),
    holdMinutes: 15,
    maxHoldsPerDeparture: 10,
    returnOrigins: ['http://localhost:3000'],
    razorpayWebhookSecret: WEBHOOK_SECRET,
  },
});

const REFUND = 'We received your payment, but this gift card was already paid. The money will be refunded to you.';
const payId = () => `pay_${randomBytes(7).toString('hex')}`;

async function deliverCaptured(providerOrderId: string, providerPaymentId: string, amount: number) {
  const body = JSON.stringify({ entity: 'event', event: 'payment.captured', payload: { payment: { entity: { entity: 'payment', currency: 'INR', id: providerPaymentId, order_id: providerOrderId, amount } } } });
  const response = await ctx.app.request(RAZORPAY_WEBHOOK_PATH, { method: 'POST', headers: { 'content-type': 'application/json', 'x-razorpay-signature': webhookSignature(WEBHOOK_SECRET, new TextEncoder().encode(body)) }, body });
  return (await response.json()) as { status: number; message: string };
}
const callback = (token: string, cardId: string, providerOrderId: string, providerPaymentId: string) =>
  call<{ data: GiftCardAnswer }>(ctx.app, 'POST', '/gift-cart/success', { token, body: { GiftcartId: cardId, providerPaymentId, signature: callbackSignature(KEY_SECRET, providerOrderId, providerPaymentId), source: 'web' } });

/** One card with two checkouts (two tabs), both paid at Razorpay. */
async function cardPaidInTwoTabs(recipientEmail: string) {
  const token = await signInByMobile(ctx.app, await createAccount(ctx.app, { confirmEmail: false }));
  const added = await addGiftCard(ctx.app, token, 150_000, recipientEmail);
  const [first, second] = [(await initGiftCardPayment(ctx.app, token, added.body.data._id)).body.data, (await initGiftCardPayment(ctx.app, token, added.body.data._id)).body.data];
  return { token, cardId: added.body.data._id, first: { order: first!.providerOrderId!, pay: payId() }, second: { order: second!.providerOrderId!, pay: payId() } };
}
const checkoutOf = async (providerOrderId: string) => (await ctx.database.db.select().from(giftCardPayments).where(eq(giftCardPayments.providerOrderId, providerOrderId)))[0]!;

describe('a gift card paid twice', () => {
  it('issues one card; the second payment is REFUND_DUE with its reason and the customer is told it will be refunded', async () => {
    const { token, cardId, first, second } = await cardPaidInTwoTabs('paid-twice@example.com');
    expect((await callback(token, cardId, first.order, first.pay)).status).toBe(200);
    const late = await callback(token, cardId, second.order, second.pay);
    expect(late.body).toEqual({ status: 409, message: REFUND });
    expect(await checkoutOf(second.order)).toMatchObject({ status: 'REFUND_DUE', providerPaymentId: second.pay, refundDuePaise: 150_000, failureReason: 'the gift card was already paid by another payment' });
    expect(await checkoutOf(first.order)).toMatchObject({ status: 'SUCCEEDED', providerPaymentId: first.pay, refundDuePaise: 0 });
    const [card] = await ctx.database.db.select().from(giftCards).where(eq(giftCards.id, cardId));
    expect(card).toMatchObject({ status: 'PAID', providerOrderId: first.order, providerPaymentId: first.pay, balancePaise: 150_000 });
    expect(await outboxFor(ctx.app, 'paid-twice@example.com')).toHaveLength(1);
  });

  it('records the same when the webhook brings the second payment, and replays of either payment id change nothing', async () => {
    const { token, cardId, first, second } = await cardPaidInTwoTabs('paid-twice-hook@example.com');
    expect((await deliverCaptured(first.order, first.pay, 150_000)).message).toBe('Payment successful. The gift card has been sent to the recipient.');
    expect((await deliverCaptured(second.order, second.pay, 150_000)).message).toBe(`Ignored: ${REFUND}`);
    expect((await callback(token, cardId, second.order, second.pay)).body).toEqual({ status: 409, message: REFUND });
    expect((await deliverCaptured(second.order, second.pay, 150_000)).message).toBe(`Ignored: ${REFUND}`);
    expect((await callback(token, cardId, first.order, first.pay)).status).toBe(200);
    // A third payment on the refund-due checkout is money to refund too (docs/security.md §37), and says so.
    expect((await callback(token, cardId, second.order, payId())).body).toEqual({ status: 409, message: REFUND });
    expect(await checkoutOf(second.order)).toMatchObject({ status: 'REFUND_DUE', providerPaymentId: second.pay, refundDuePaise: 150_000 });
    expect(await outboxFor(ctx.app, 'paid-twice-hook@example.com')).toHaveLength(1);
  });
});
