import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { departures } from '../db/schema/departures.ts';
import { payments } from '../db/schema/payments.ts';
import { DEV_PAYMENT_TEST_SECRET } from '../env.ts';
import { call } from '../test-support/accounts.ts';
import { addToCart, addTraveller, initiate, newCustomer, ordinaryDeparture, packageIdOf, type OrderAnswer, type PaymentAnswer } from '../test-support/commerce.ts';
import { createTestAppOver, testAppPerFile } from '../test-support/test-app.ts';
import { createRazorpayProvider } from '../provider-payments/razorpay.ts';
import { callbackSignature } from '../provider-payments/signature.ts';
import { createTestProvider } from '../provider-payments/test-provider.ts';
import { RAZORPAY_WEBHOOK_PATH } from '../provider-payments/webhook.ts';
import { isValidWebhookSignature, webhookSignature } from '../provider-payments/webhook-signature.ts';

// Computed independently with: printf '%s' "$BODY" | openssl dgst -sha256 -hmac "$SECRET"
const VECTOR_1 = {
  secret: 'razorpay-webhook-secret-1',
  body: '{"entity":"event","event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_29QQoUBi66xm2f","order_id":"order_9A33XWu170gUtm","amount":500100,"currency":"INR"}}}}',
  signature: 'fd72ee97b0a7404595a65a4c659c17ca59aedf7cc23cc5cd41f94b30130e6b02',
};
const VECTOR_2 = { secret: 'another-webhook-secret-22', body: '{"event":"order.paid"}', signature: '3d5df0ace074f00b7fd72d5cb859b2613b19fd9413f63724315ca6d2f6ec40ab' };
const bytes = (text: string) => new TextEncoder().encode(text);

describe('the webhook signature', () => {
  it('is HMAC-SHA256 hex of the raw body with the webhook secret (known vectors)', () => {
    for (const vector of [VECTOR_1, VECTOR_2]) {
      expect(webhookSignature(vector.secret, bytes(vector.body))).toBe(vector.signature);
      expect(isValidWebhookSignature(vector.secret, bytes(vector.body), vector.signature)).toBe(true);
      expect(isValidWebhookSignature(vector.secret, bytes(vector.body), vector.signature.toUpperCase())).toBe(true);
    }
  });

  it('refuses another secret, one changed byte of the body (even insignificant whitespace) and malformed signatures', () => {
    const { secret, body, signature } = VECTOR_1;
    expect(isValidWebhookSignature(VECTOR_2.secret, bytes(body), signature)).toBe(false);
    expect(isValidWebhookSignature(secret, bytes(body.replace('500100', '500101')), signature)).toBe(false);
    expect(isValidWebhookSignature(secret, bytes(body.replace('{"entity"', '{ "entity"')), signature)).toBe(false);
    expect(isValidWebhookSignature(secret, bytes(body), signature.slice(0, 63))).toBe(false);
    expect(isValidWebhookSignature(secret, bytes(body), '')).toBe(false);
    expect(isValidWebhookSignature(secret, bytes(body), 'g'.repeat(64))).toBe(false);
  });
});

const KEY_SECRET = 'razorpay-key-secret-for-tests';
const WEBHOOK_SECRET = 'razorpay-webhook-secret-for-tests';
/** Razorpay's Orders API, outside our system: a fake that answers an order for the amount asked. */
const fakeRazorpayFetch = (async (_url: string, init: RequestInit) => {
  const { amount } = JSON.parse(String(init.body)) as { amount: number };
  return new Response(JSON.stringify({ id: `order_${randomBytes(7).toString('hex')}`, entity: 'order', amount, currency: 'INR', status: 'created' }), { status: 200 });
}) as unknown as typeof fetch;

const testProvider = createTestProvider({ secret: DEV_PAYMENT_TEST_SECRET, publicUrl: 'http://localhost:4010' });
const settings = {
  provider: createRazorpayProvider({ keyId: 'rzp_test_webhook', keySecret: KEY_SECRET, fetch: fakeRazorpayFetch }),
  testProvider,
  holdMinutes: 15,
    maxHoldsPerDeparture: 10,
  returnOrigins: ['http://localhost:3000'],
};
const ctx = testAppPerFile({ payments: { ...settings, razorpayWebhookSecret: WEBHOOK_SECRET } });
const SLUG = 'varanasi-ayodhya-prayagraj-tour';

let departure: { _id: string; date: string };
beforeAll(async () => {
  departure = await ordinaryDeparture(ctx.app, SLUG, 12);
});

const seatsLeft = async () => (await ctx.database.db.select().from(departures).where(eq(departures.id, departure._id)))[0]!.seatsLeft;
const paymentRow = async (id: string) => (await ctx.database.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const ordersOf = async (token: string) => (await call<{ data: OrderAnswer[]; total: number }>(ctx.app, 'GET', '/get-orders', { token })).body;

/** A customer with two travellers in the cart who started a Razorpay payment (seats held). */
async function startedPayment() {
  const token = await newCustomer(ctx.app);
  const travellers = [await addTraveller(ctx.app, token), await addTraveller(ctx.app, token, { firstname: 'Ravi', gender: 'male', dob: '1959-01-26' })];
  const added = await addToCart(ctx.app, token, { packageID: packageIdOf(SLUG), yatraDate: departure.date, PassengerList: travellers });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const started = await initiate(ctx.app, token);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const payment = started.body.data as PaymentAnswer & { provider: string; providerKeyId: string | null };
  expect(payment).toMatchObject({ provider: 'razorpay', providerKeyId: 'rzp_test_webhook', checkoutUrl: null, status: 'CREATED' });
  return { token, payment };
}

/** A Razorpay event about a payment of `order_id`, as Razorpay's server sends it. */
const eventBody = (event: string, entity: { id: string; order_id: string; amount: number; error_description?: string }) =>
  JSON.stringify({ entity: 'event', account_id: 'acc_BFQ7uQEaa7j2z7', event, contains: ['payment'], payload: { payment: { entity: { entity: 'payment', currency: 'INR', status: event === 'payment.failed' ? 'failed' : 'captured', ...entity } } }, created_at: 1_767_000_000 });

async function deliver(body: string, signature = webhookSignature(WEBHOOK_SECRET, bytes(body)), app = ctx.app) {
  const response = await app.request(RAZORPAY_WEBHOOK_PATH, { method: 'POST', headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature }, body });
  return { status: response.status, body: (await response.json()) as { status: number; message: string; data?: { paymentId: string | null; orderId: string | null } } };
}

const captured = (payment: PaymentAnswer, providerPaymentId = `pay_${randomBytes(7).toString('hex')}`) =>
  eventBody('payment.captured', { id: providerPaymentId, order_id: payment.providerOrderId, amount: payment.amountPaise });

describe('POST /payment/webhook/razorpay', () => {
  it('refuses a forged, re-signed-with-another-secret, altered or unsigned event with 401 and changes nothing', async () => {
    const { token, payment } = await startedPayment();
    const seats = await seatsLeft();
    const body = captured(payment);
    const forged = [
      await deliver(body, 'f'.repeat(64)),
      await deliver(body, webhookSignature(KEY_SECRET, bytes(body))),
      await deliver(body.replace('"captured"', '"captured" '), webhookSignature(WEBHOOK_SECRET, bytes(body))),
      await deliver(body, ''),
    ];
    for (const answer of forged) expect(answer).toEqual({ status: 401, body: { status: 401, message: 'Invalid webhook signature' } });
    expect(await paymentRow(payment._id)).toMatchObject({ status: 'CREATED', providerPaymentId: null, orderId: null });
    expect(await seatsLeft()).toBe(seats);
    expect((await ordersOf(token)).total).toBe(0);
  });

  it('refuses every event with 503 when RAZORPAY_WEBHOOK_SECRET is unset', async () => {
    const { payment } = await startedPayment();
    const unconfigured = createTestAppOver(ctx.database, { payments: settings }).app;
    const answer = await deliver(captured(payment), undefined, unconfigured);
    expect(answer).toEqual({ status: 503, body: { status: 503, message: 'The Razorpay webhook is not configured' } });
    expect((await paymentRow(payment._id)).status).toBe('CREATED');
  });

  it('makes the order on payment.captured exactly as /payment/success does; replays and order.paid change nothing', async () => {
    const { token, payment } = await startedPayment();
    const seatsAfterHold = await seatsLeft();
    const body = captured(payment, 'pay_CapturedWhileAway1');
    const first = await deliver(body);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ status: 200, message: 'Payment successful', data: { paymentId: payment._id } });
    const orders = await ordersOf(token);
    expect(orders.total).toBe(1);
    const order = orders.data[0]!;
    expect(order).toMatchObject({ _id: first.body.data!.orderId, status: 'PROCESSING', paidPaise: payment.amountPaise, balancePaise: 0 });
    expect(await paymentRow(payment._id)).toMatchObject({ status: 'SUCCEEDED', providerPaymentId: 'pay_CapturedWhileAway1', orderId: order._id });
    expect((await call<{ data: { data: null } }>(ctx.app, 'GET', '/cart', { token })).body.data.data).toBeNull();

    const replay = await deliver(body);
    const orderPaid = await deliver(body.replace('"event":"payment.captured"', '"event":"order.paid"'));
    for (const again of [replay, orderPaid]) expect(again.body).toMatchObject({ status: 200, message: 'Payment successful', data: { orderId: order._id } });
    expect((await ordersOf(token)).data).toEqual([order]);
    expect(await seatsLeft()).toBe(seatsAfterHold);
  });

  it("answers the customer's own callback after the webhook with the same order, and a webhook after the callback changes nothing", async () => {
    const viaWebhookFirst = await startedPayment();
    await deliver(captured(viaWebhookFirst.payment, 'pay_WebhookThenCallback'));
    const [order] = (await ordersOf(viaWebhookFirst.token)).data;
    const callbackBody = (payment: PaymentAnswer, providerPaymentId: string) => ({
      paymentId: payment._id,
      providerPaymentId,
      signature: callbackSignature(KEY_SECRET, payment.providerOrderId, providerPaymentId),
      source: 'web',
    });
    const callback = await call<{ data: { order: OrderAnswer } }>(ctx.app, 'PUT', '/payment/success', { token: viaWebhookFirst.token, body: callbackBody(viaWebhookFirst.payment, 'pay_WebhookThenCallback') });
    expect(callback.status).toBe(200);
    expect(callback.body.data.order._id).toBe(order!._id);

    const viaCallbackFirst = await startedPayment();
    const own = await call<{ data: { order: OrderAnswer } }>(ctx.app, 'PUT', '/payment/success', { token: viaCallbackFirst.token, body: callbackBody(viaCallbackFirst.payment, 'pay_CallbackThenWebhook') });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    const before = await ordersOf(viaCallbackFirst.token);
    const late = await deliver(captured(viaCallbackFirst.payment, 'pay_CallbackThenWebhook'));
    expect(late.body).toMatchObject({ status: 200, data: { orderId: own.body.data.order._id } });
    expect(await ordersOf(viaCallbackFirst.token)).toEqual(before);
  });

  it("pays an order's balance on payment.captured of a BALANCE payment, once", async () => {
    const token = await newCustomer(ctx.app);
    const travellers = [await addTraveller(ctx.app, token)];
    expect((await addToCart(ctx.app, token, { packageID: packageIdOf(SLUG), yatraDate: departure.date, PassengerList: travellers })).status).toBe(200);
    const advance = (await initiate(ctx.app, token, 'ADVANCE')).body.data;
    await deliver(captured(advance));
    const [order] = (await ordersOf(token)).data;
    expect(order!.balancePaise).toBeGreaterThan(0);
    const balance = await call<{ data: PaymentAnswer }>(ctx.app, 'PUT', '/payment/pending-initiate', { token, body: { orderId: order!._id, returnUrl: 'http://localhost:3000/check-out/payment', source: 'web' } });
    expect(balance.status, JSON.stringify(balance.body)).toBe(200);
    const body = captured(balance.body.data);
    for (let time = 0; time < 2; time += 1) expect((await deliver(body)).body).toMatchObject({ message: 'Payment successful', data: { orderId: order!._id } });
    const [paid] = (await ordersOf(token)).data;
    expect(paid).toMatchObject({ _id: order!._id, paidPaise: order!.totalPaise, balancePaise: 0 });
  });

  it('marks the payment FAILED on payment.failed and gives its seats back, once', async () => {
    const { token, payment } = await startedPayment();
    const seatsHeld = await seatsLeft();
    const body = eventBody('payment.failed', { id: 'pay_DeclinedCard01', order_id: payment.providerOrderId, amount: payment.amountPaise, error_description: 'Your payment was declined by the bank' });
    for (let time = 0; time < 2; time += 1) {
      const answer = await deliver(body);
      expect(answer.status).toBe(200);
      expect(await seatsLeft()).toBe(seatsHeld + 2);
    }
    expect(await paymentRow(payment._id)).toMatchObject({ status: 'FAILED', failureReason: 'Your payment was declined by the bank' });
    expect((await ordersOf(token)).total).toBe(0);
  });

  it('ignores (200) events it does not act on, unknown orders and a captured amount that differs, changing nothing', async () => {
    const { token, payment } = await startedPayment();
    const seats = await seatsLeft();
    const answers = [
      await deliver(eventBody('payment.authorized', { id: 'pay_Authorized0001', order_id: payment.providerOrderId, amount: payment.amountPaise })),
      await deliver(eventBody('payment.captured', { id: 'pay_SomeoneElse001', order_id: 'order_NotOfThisSite', amount: 100 })),
      await deliver(eventBody('payment.captured', { id: 'pay_WrongAmount001', order_id: payment.providerOrderId, amount: payment.amountPaise - 100 })),
      await deliver(JSON.stringify({ entity: 'event', event: 'refund.created', payload: { refund: { entity: { id: 'rfnd_1' } } } })),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.message).toMatch(/^Ignored: /);
    }
    expect(ctx.errors.some((line) => String(line[0]).includes('pay_WrongAmount001'))).toBe(true);
    expect(await paymentRow(payment._id)).toMatchObject({ status: 'CREATED', providerPaymentId: null });
    expect(await seatsLeft()).toBe(seats);
    expect((await ordersOf(token)).total).toBe(0);
  });

  it('refuses a signed body that is not a Razorpay event with 400', async () => {
    for (const body of ['not json', '{"payload":{}}']) {
      expect(await deliver(body)).toEqual({ status: 400, body: { status: 400, message: 'The webhook body must be a Razorpay event in JSON' } });
    }
  });
});
