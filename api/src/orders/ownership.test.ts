import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test-support/accounts.ts';
import {
  addToCart,
  addTraveller,
  completeThroughPage,
  initiate,
  newCustomer,
  ordinaryDeparture,
  packageIdOf,
  RETURN_URL,
  type OrderAnswer,
  type PaymentAnswer,
} from '../test-support/commerce.ts';
import { testAppPerFile } from '../test-support/test-app.ts';

const ctx = testAppPerFile();
const SLUG = 'somnath-dwarka-nageshwar-tour';

let alice: string;
let bob: string;
let aliceTraveller: string;
let aliceOrder: OrderAnswer;
let aliceOpenPayment: PaymentAnswer;
let aliceDate: string;

beforeAll(async () => {
  alice = await newCustomer(ctx.app);
  bob = await newCustomer(ctx.app);
  aliceTraveller = await addTraveller(ctx.app, alice);
  aliceDate = (await ordinaryDeparture(ctx.app, SLUG)).date;
  await addToCart(ctx.app, alice, { packageID: packageIdOf(SLUG), yatraDate: aliceDate, PassengerList: [aliceTraveller], couponCode: 'PILGRIM10' });
  const paid = await completeThroughPage(ctx.app, alice, (await initiate(ctx.app, alice, 'ADVANCE')).body.data);
  aliceOrder = paid.body.data.order;
  await addToCart(ctx.app, alice, { packageID: packageIdOf(SLUG), yatraDate: aliceDate, PassengerList: [aliceTraveller] });
  aliceOpenPayment = (await initiate(ctx.app, alice)).body.data;
});

/** Every number in a `…Paise` field, anywhere in an answer. */
function paiseFields(value: unknown, path = ''): [string, unknown][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => paiseFields(item, `${path}.${index}`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => (key.endsWith('Paise') && item !== null ? [[`${path}.${key}`, item] as [string, unknown]] : paiseFields(item, `${path}.${key}`)));
}

describe('another user', () => {
  it("gets 404 on every cart, payment and order route for Alice's ids", async () => {
    const order = aliceOrder._id;
    const payment = aliceOpenPayment._id;
    const attempts: [string, 'GET' | 'POST' | 'PUT', string, unknown?][] = [
      ['cart add with her traveller', 'POST', '/cart/add', { packageID: packageIdOf(SLUG), yatraDate: aliceDate, PassengerList: [aliceTraveller], source: 'web' }],
      ['payment success', 'PUT', '/payment/success', { paymentId: payment, providerPaymentId: 'test_pay_x', signature: 'a'.repeat(64) }],
      ['pending success', 'PUT', '/payment/pending-success', { paymentId: payment, providerPaymentId: 'test_pay_x', signature: 'a'.repeat(64) }],
      ['payment fail', 'PUT', '/payment/fail', { paymentId: payment }],
      ['pending initiate', 'PUT', '/payment/pending-initiate', { orderId: order, returnUrl: RETURN_URL }],
      ['offline claim', 'PUT', '/payment/pending-success-offline', { orderId: order, amountPaise: 10_000, reference: 'UTR 1', paidOn: '2026-01-01' }],
      ['one order', 'GET', `/get-order/${order}`],
      ['one payment', 'GET', `/payment/${payment}`],
      ['one paid payment', 'GET', `/payment/${aliceOrder.payments[0]!._id}`],
      ['an unknown payment', 'GET', `/payment/${'f'.repeat(24)}`],
      ['proof', 'GET', `/payment/history/image/${order}/${aliceOrder.payments[0]!._id}/0`],
    ];
    for (const [what, method, path, body] of attempts) {
      const answer = await call(ctx.app, method, path, { token: bob, body });
      expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBe(404);
    }
    const form = new FormData();
    form.set('file', new File([Uint8Array.from([0xff, 0xd8, 0xff, 0xe0])], 'r.jpg'));
    const upload = await ctx.app.request(`/api/v1/payment/history/image/${order}/${aliceOrder.payments[0]!._id}/0`, { method: 'PUT', headers: { Authorization: bob }, body: form });
    expect(upload.status).toBe(404);
  });

  it("sees none of Alice's cart or orders, and Alice's rows are untouched", async () => {
    expect((await call<{ data: { data: unknown } }>(ctx.app, 'GET', '/cart', { token: bob })).body.data.data).toBeNull();
    expect((await call<{ data: unknown[]; total: number }>(ctx.app, 'GET', '/get-orders', { token: bob })).body).toMatchObject({ data: [], total: 0 });
    expect((await call<{ data: unknown }>(ctx.app, 'GET', '/get-orders-count', { token: bob })).body.data).toEqual({ PROCESSING: 0, COMPLETED: 0, CANCELLED: 0 });
    const mine = await call<{ data: OrderAnswer }>(ctx.app, 'GET', `/get-order/${aliceOrder._id}`, { token: alice });
    expect(mine.body.data).toEqual(aliceOrder);
    const herPayment = await call<{ data: PaymentAnswer }>(ctx.app, 'GET', `/payment/${aliceOrder.payments[0]!._id}`, { token: alice });
    expect(herPayment.body).toEqual({ status: 200, message: 'OK', data: aliceOrder.payments[0] });
    const open = await call<{ data: PaymentAnswer }>(ctx.app, 'PUT', '/payment/fail', { token: alice, body: { paymentId: aliceOpenPayment._id } });
    expect(open.body.data.status).toBe('FAILED');
  });

  it('the public token gets 401 Please sign in to continue', async () => {
    const answer = await call(ctx.app, 'GET', '/get-orders');
    expect(answer.body).toEqual({ status: 401, message: 'Please sign in to continue' });
  });
});

describe('orders', () => {
  it('counts by the statuses asked and pages newest first with a status filter', async () => {
    const counts = await call<{ data: unknown }>(ctx.app, 'GET', '/get-orders-count?status=PROCESSING&status=CANCELLED', { token: alice });
    expect(counts.body.data).toEqual({ PROCESSING: 1, CANCELLED: 0 });
    const processing = await call<{ data: OrderAnswer[]; total: number; page: number; limit: number }>(ctx.app, 'GET', '/get-orders?status=PROCESSING&otype=package&page=1&limit=10', { token: alice });
    expect(processing.body).toMatchObject({ total: 1, page: 1, limit: 10 });
    expect(processing.body.data[0]!.reference).toMatch(/^PT-\d{4}-\d{6}$/);
    expect((await call<{ data: unknown[] }>(ctx.app, 'GET', '/get-orders?status=COMPLETED', { token: alice })).body.data).toEqual([]);
    expect((await call(ctx.app, 'GET', '/get-orders?status=SHIPPED', { token: alice })).status).toBe(400);
  });
});

describe('money', () => {
  it('never leaves as a float: every …Paise field of the cart, payment and order answers is a whole number', async () => {
    await addToCart(ctx.app, alice, { packageID: packageIdOf(SLUG), yatraDate: aliceDate, PassengerList: [aliceTraveller], couponCode: 'PILGRIM10' });
    const answers = [
      (await call(ctx.app, 'GET', '/cart', { token: alice })).body,
      (await call(ctx.app, 'GET', '/get-orders', { token: alice })).body,
      (await initiate(ctx.app, alice)).body,
      (await call(ctx.app, 'GET', `/package/departures/${packageIdOf(SLUG)}`, { token: alice })).body,
    ];
    const fields = answers.flatMap((answer) => paiseFields(answer));
    expect(fields.length).toBeGreaterThan(20);
    for (const [path, value] of fields) expect(Number.isSafeInteger(value), `${path} = ${String(value)}`).toBe(true);
  });
});
