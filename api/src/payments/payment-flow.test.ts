import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../db/schema/cart.ts';
import { departures } from '../db/schema/departures.ts';
import { DEV_PAYMENT_TEST_SECRET } from '../env.ts';
import { call } from '../test-support/accounts.ts';
import {
  addToCart,
  addTraveller,
  completeThroughPage,
  departuresOf,
  initiate,
  movableClock,
  newCustomer,
  ordinaryDeparture,
  packageIdOf,
  pressOnProviderPage,
  type OrderAnswer,
  type PaymentAnswer,
} from '../test-support/commerce.ts';
import { testAppPerFile } from '../test-support/test-app.ts';
import { callbackSignature } from '../provider-payments/signature.ts';

const clock = movableClock();
const ctx = testAppPerFile({ now: clock.now });
const SLUG = 'varanasi-ayodhya-prayagraj-tour';

const seatsLeft = async (id: string) => (await ctx.database.db.select().from(departures).where(eq(departures.id, id)))[0]!.seatsLeft;
const usedCount = async (code: string) => (await ctx.database.db.select().from(coupons).where(eq(coupons.code, code)))[0]!.usedCount;

/** A new customer with two travellers and this departure in the cart. */
async function customerWithCart(departureDate: string, couponCode?: string) {
  const token = await newCustomer(ctx.app);
  const travellers = [await addTraveller(ctx.app, token), await addTraveller(ctx.app, token, { firstname: 'Ravi', gender: 'male', dob: '1959-01-26' })];
  const added = await addToCart(ctx.app, token, { packageID: packageIdOf(SLUG), yatraDate: departureDate, PassengerList: travellers, ...(couponCode ? { couponCode } : {}) });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  return { token, cart: added.body.data.data };
}

let departure: { _id: string; date: string };
/** A departure only the expiry test holds, so other tests' open holds do not expire into its count. */
let quiet: { _id: string; date: string };
beforeAll(async () => {
  // 8 customers of 2 travellers each may hold seats of it at once.
  departure = await ordinaryDeparture(ctx.app, SLUG, 2 * 8);
  quiet = (await departuresOf(ctx.app, SLUG)).find((other) => other.date > departure.date && other.seatsLeft >= 4)!;
});

describe('paying the cart with the test provider', () => {
  it('holds the seats at initiate and shows an accessible page with the amount and both buttons', async () => {
    const { token, cart } = await customerWithCart(departure.date);
    const before = await seatsLeft(departure._id);
    const started = await initiate(ctx.app, token);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.data).toMatchObject({ status: 'CREATED', kind: 'FULL', amountPaise: cart.totalPaise, orderId: null });
    expect(started.body.data.checkoutUrl).toBe(`http://localhost:4010/payment-provider/test/${started.body.data.providerOrderId}`);
    expect(await seatsLeft(departure._id)).toBe(before - 2);
    const page = await ctx.app.request(`/payment-provider/test/${started.body.data.providerOrderId}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('₹58,797.90'); // ₹27,999 × 2 = ₹55,998, + 5 % GST ₹2,799.90
    expect(html).toMatch(/<button type="submit" class="success">Success<\/button>/);
    expect(html).toMatch(/<button type="submit" class="failure">Failure<\/button>/);
  });

  it('turns the cart into a PROCESSING order on success; a replay returns the same order and changes nothing', async () => {
    const { token, cart } = await customerWithCart(departure.date, 'FLAT1000');
    const used = await usedCount('FLAT1000');
    const payment = (await initiate(ctx.app, token)).body.data;
    const seatsAfterHold = await seatsLeft(departure._id);
    const returned = await pressOnProviderPage(ctx.app, payment, 'success');
    const body = { paymentId: returned.get('paymentId'), providerPaymentId: returned.get('providerPaymentId'), signature: returned.get('signature'), source: 'web' };
    const success = await call<{ data: { payment: PaymentAnswer; order: OrderAnswer } }>(ctx.app, 'PUT', '/payment/success', { token, body });
    expect(success.status, JSON.stringify(success.body)).toBe(200);
    const { order } = success.body.data;
    expect(order).toMatchObject({ status: 'PROCESSING', couponCode: 'FLAT1000', totalPaise: cart.totalPaise, paidPaise: cart.totalPaise, balancePaise: 0 });
    expect(order.reference).toMatch(new RegExp(`^PT-${clock.now().getUTCFullYear()}-\\d{6}$`));
    expect(success.body.data.payment).toMatchObject({ status: 'SUCCEEDED', orderId: order._id });
    expect(await usedCount('FLAT1000')).toBe(used + 1);
    expect((await call<{ data: { data: null } }>(ctx.app, 'GET', '/cart', { token })).body.data.data).toBeNull();

    const replay = await call<{ data: { order: OrderAnswer } }>(ctx.app, 'PUT', '/payment/success', { token, body });
    expect(replay.status).toBe(200);
    expect(replay.body.data.order).toEqual((await call<{ data: OrderAnswer }>(ctx.app, 'GET', `/get-order/${order._id}`, { token })).body.data);
    expect(replay.body.data.order._id).toBe(order._id);
    expect(await usedCount('FLAT1000')).toBe(used + 1);
    expect(await seatsLeft(departure._id)).toBe(seatsAfterHold);
    const orders = await call<{ data: OrderAnswer[]; total: number }>(ctx.app, 'GET', '/get-orders', { token });
    expect(orders.body.total).toBe(1);
  });

  it('refuses a forged signature with 400 and changes nothing', async () => {
    const { token } = await customerWithCart(departure.date);
    const payment = (await initiate(ctx.app, token)).body.data;
    const returned = await pressOnProviderPage(ctx.app, payment, 'success');
    const forgedBodies = [
      { providerPaymentId: returned.get('providerPaymentId'), signature: 'f'.repeat(64) },
      { providerPaymentId: 'test_pay_someone_else', signature: returned.get('signature') },
    ];
    for (const forged of forgedBodies) {
      const answer = await call(ctx.app, 'PUT', '/payment/success', { token, body: { paymentId: payment._id, ...forged, source: 'web' } });
      expect(answer.body).toEqual({ status: 400, message: 'Payment verification failed' });
    }
    expect((await call<{ data: { data: unknown } }>(ctx.app, 'GET', '/cart', { token })).body.data.data).not.toBeNull();
    expect((await call<{ data: OrderAnswer[] }>(ctx.app, 'GET', '/get-orders', { token })).body.data).toEqual([]);
  });

  it('gives the seats back on failure (idempotently); a verified success after that holds them again and makes the order', async () => {
    const { token } = await customerWithCart(departure.date);
    const before = await seatsLeft(departure._id);
    const payment = (await initiate(ctx.app, token)).body.data;
    expect(await seatsLeft(departure._id)).toBe(before - 2);
    const returned = await pressOnProviderPage(ctx.app, payment, 'failure');
    expect(returned.get('status')).toBe('failed');
    for (let time = 0; time < 2; time += 1) {
      const failed = await call<{ data: PaymentAnswer }>(ctx.app, 'PUT', '/payment/fail', { token, body: { paymentId: payment._id, reason: 'Card declined', source: 'web' } });
      expect(failed.body.data.status).toBe('FAILED');
      expect(await seatsLeft(departure._id)).toBe(before);
    }
    const pressed = await ctx.app.request(`/payment-provider/test/${payment.providerOrderId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=success',
    });
    expect(pressed.status).toBe(409); // the page signs nothing for a closed payment
    expect((await ctx.app.request(`/payment-provider/test/${payment.providerOrderId}`)).status).toBe(409);
    // The provider captured it after all (a signed callback): the money is never thrown away.
    const signature = callbackSignature(DEV_PAYMENT_TEST_SECRET, payment.providerOrderId, 'test_pay_x');
    const signedLate = await call<{ data: { payment: PaymentAnswer; order: OrderAnswer } }>(ctx.app, 'PUT', '/payment/success', { token, body: { paymentId: payment._id, providerPaymentId: 'test_pay_x', signature, source: 'web' } });
    expect(signedLate.status, JSON.stringify(signedLate.body)).toBe(200);
    expect(signedLate.body.data.payment).toMatchObject({ status: 'SUCCEEDED', providerPaymentId: 'test_pay_x', refundDuePaise: 0 });
    expect(signedLate.body.data.order.status).toBe('PROCESSING');
    expect(await seatsLeft(departure._id)).toBe(before - 2);
  });

  it('a success after the expired hold was released holds the seats again and makes the order when they remain', async () => {
    const { token } = await customerWithCart(quiet.date);
    const payment = (await initiate(ctx.app, token)).body.data;
    const returned = await pressOnProviderPage(ctx.app, payment, 'success');
    const held = await seatsLeft(quiet._id);
    clock.advanceMinutes(16);
    try {
      const other = await customerWithCart(quiet.date);
      expect((await initiate(ctx.app, other.token)).status).toBe(200);
      expect(await seatsLeft(quiet._id)).toBe(held); // the expired two came back, the new two went
      const late = await call<{ data: { payment: PaymentAnswer; order: OrderAnswer } }>(ctx.app, 'PUT', '/payment/success', {
        token,
        body: { paymentId: payment._id, providerPaymentId: returned.get('providerPaymentId'), signature: returned.get('signature'), source: 'web' },
      });
      expect(late.status, JSON.stringify(late.body)).toBe(200);
      expect(late.body.data.payment).toMatchObject({ status: 'SUCCEEDED', providerPaymentId: returned.get('providerPaymentId') });
      expect(await seatsLeft(quiet._id)).toBe(held - 2);
      expect((await call<{ data: OrderAnswer[] }>(ctx.app, 'GET', '/get-orders', { token })).body.data).toHaveLength(1);
    } finally {
      clock.advanceMinutes(-16);
    }
  });

  it('a success past the hold time that nobody released keeps its seats and makes the order', async () => {
    const { token } = await customerWithCart(departure.date);
    const before = await seatsLeft(departure._id);
    const payment = (await initiate(ctx.app, token)).body.data;
    clock.advanceMinutes(15);
    try {
      const late = await completeThroughPage(ctx.app, token, payment);
      expect(late.status, JSON.stringify(late.body)).toBe(200);
      expect(late.body.data.order.status).toBe('PROCESSING');
      expect(await seatsLeft(departure._id)).toBe(before - 2);
    } finally {
      clock.advanceMinutes(-15);
    }
  });

  it('replaces the caller’s earlier open payment when they start again: the seats are held once', async () => {
    const { token } = await customerWithCart(departure.date);
    const before = await seatsLeft(departure._id);
    const first = (await initiate(ctx.app, token)).body.data;
    const second = (await initiate(ctx.app, token)).body.data;
    expect(await seatsLeft(departure._id)).toBe(before - 2);
    expect(second._id).not.toBe(first._id);
    expect((await ctx.app.request(`/payment-provider/test/${first.providerOrderId}`)).status).toBe(409); // FAILED: its page is closed
    expect((await completeThroughPage(ctx.app, token, second)).status).toBe(200);
    expect(await seatsLeft(departure._id)).toBe(before - 2);
  });

  it('refuses to start without a cart, without travellers, or to a foreign return URL', async () => {
    const token = await newCustomer(ctx.app);
    expect((await initiate(ctx.app, token)).body).toEqual({ status: 400, message: 'Your cart is empty' });
    await addToCart(ctx.app, token, { packageID: packageIdOf(SLUG), yatraDate: departure.date, PassengerList: [] });
    expect((await initiate(ctx.app, token)).body).toEqual({ status: 400, message: 'Add at least one traveller' });
    const foreign = await call(ctx.app, 'PUT', '/payment/initiate', { token, body: { returnUrl: 'https://evil.example/steal', source: 'web' } });
    expect(foreign.status).toBe(400);
  });

  it('counts a nearly used-up coupon once when two payments with it succeed together; the other order pays without it', async () => {
    await ctx.database.db.update(coupons).set({ usedCount: 99 }).where(eq(coupons.code, 'EARLYBIRD'));
    const first = await customerWithCart(departure.date, 'EARLYBIRD');
    const second = await customerWithCart(departure.date, 'EARLYBIRD');
    const payments = [(await initiate(ctx.app, first.token)).body.data, (await initiate(ctx.app, second.token)).body.data];
    const results = await Promise.all([completeThroughPage(ctx.app, first.token, payments[0]!), completeThroughPage(ctx.app, second.token, payments[1]!)]);
    expect(results.map((result) => result.status)).toEqual([200, 200]);
    const orders = results.map((result) => result.body.data.order);
    expect(orders.filter((order) => order.couponCode === 'EARLYBIRD')).toHaveLength(1);
    const without = orders.find((order) => order.couponCode === null)!;
    expect(without.balancePaise).toBeGreaterThan(0); // paid the discounted amount; the discount is now due
    expect(await usedCount('EARLYBIRD')).toBe(100);
  });
});
