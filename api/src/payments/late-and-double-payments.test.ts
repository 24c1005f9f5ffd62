import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { departures } from '../db/schema/departures.ts';
import { orders } from '../db/schema/orders.ts';
import { payments } from '../db/schema/payments.ts';
import { call } from '../test-support/accounts.ts';
import {
  addToCart,
  addTraveller,
  completeThroughPage,
  initiate,
  movableClock,
  newCustomer,
  ordinaryDeparture,
  packageIdOf,
  pressOnProviderPage,
  RETURN_URL,
  type OrderAnswer,
  type PaymentAnswer,
} from '../test-support/commerce.ts';
import { testAppPerFile } from '../test-support/test-app.ts';

const clock = movableClock();
const ctx = testAppPerFile({ now: clock.now });
const SLUG = 'tirupati-balaji-darshan';

const seatsLeft = async (id: string) => (await ctx.database.db.select().from(departures).where(eq(departures.id, id)))[0]!.seatsLeft;

async function customerWithCart(date: string) {
  const token = await newCustomer(ctx.app);
  const added = await addToCart(ctx.app, token, { packageID: packageIdOf(SLUG), yatraDate: date, PassengerList: [await addTraveller(ctx.app, token)] });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  return { token, cart: added.body.data.data };
}

type Completed = { data: { payment: PaymentAnswer; order: OrderAnswer } };
const paymentOf = (token: string, id: string) => call<{ data: PaymentAnswer & { refundDuePaise: number; paidAt: string | null; providerPaymentId: string | null } }>(ctx.app, 'GET', `/payment/${id}`, { token });

describe('a verified payment is never thrown away', () => {
  it('marks a payment REFUND_DUE (recorded, 409 telling the customer) when its released seats were sold meanwhile', async () => {
    const departure = await ordinaryDeparture(ctx.app, SLUG, 2);
    const late = await customerWithCart(departure.date);
    const payment = (await initiate(ctx.app, late.token)).body.data;
    const returned = await pressOnProviderPage(ctx.app, payment, 'success');
    clock.advanceMinutes(16);
    try {
      const other = await customerWithCart(departure.date);
      // The other customer's cart add gave the expired hold back; now they take the last seat.
      await ctx.database.db.update(departures).set({ seatsLeft: 1 }).where(eq(departures.id, departure._id));
      const taken = await initiate(ctx.app, other.token);
      expect(taken.status, JSON.stringify(taken.body)).toBe(200);
      expect(await seatsLeft(departure._id)).toBe(0);
      const answer = await call(ctx.app, 'PUT', '/payment/success', {
        token: late.token,
        body: { paymentId: payment._id, providerPaymentId: returned.get('providerPaymentId'), signature: returned.get('signature'), source: 'web' },
      });
      expect(answer.body).toEqual({
        status: 409,
        message: 'We received your payment, but the seats on this date are no longer available. The money will be refunded to you.',
      });
      const recorded = (await paymentOf(late.token, payment._id)).body.data;
      expect(recorded).toMatchObject({ status: 'REFUND_DUE', providerPaymentId: returned.get('providerPaymentId'), refundDuePaise: payment.amountPaise });
      expect(recorded.paidAt).not.toBeNull();
      expect(await seatsLeft(departure._id)).toBe(0);
      expect((await call<{ data: OrderAnswer[] }>(ctx.app, 'GET', '/get-orders', { token: late.token })).body.data).toEqual([]);
      // A replay of the same callback answers the same, and changes nothing.
      const replay = await call(ctx.app, 'PUT', '/payment/success', {
        token: late.token,
        body: { paymentId: payment._id, providerPaymentId: returned.get('providerPaymentId'), signature: returned.get('signature'), source: 'web' },
      });
      expect(replay.status).toBe(409);
      // …and a failure reported afterwards cannot hide the money either.
      expect((await call(ctx.app, 'PUT', '/payment/fail', { token: late.token, body: { paymentId: payment._id } })).body).toEqual({ status: 409, message: 'This payment is already complete' });
      expect((await paymentOf(late.token, payment._id)).body.data.status).toBe('REFUND_DUE');
    } finally {
      clock.advanceMinutes(-16);
    }
  });
});

describe('one cart, one hold', () => {
  it('two initiates of one user at the same moment leave one open payment and the seats held once', async () => {
    const departure = await ordinaryDeparture(ctx.app, SLUG, 4);
    const { token } = await customerWithCart(departure.date);
    const before = await seatsLeft(departure._id);
    const answers = await Promise.all([initiate(ctx.app, token), initiate(ctx.app, token)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const open = await ctx.database.db.select().from(payments).where(and(eq(payments.departureId, departure._id), eq(payments.status, 'CREATED')));
    expect(open).toHaveLength(1);
    expect(await seatsLeft(departure._id)).toBe(before - 1);
  });
});

describe('the price the customer saw', () => {
  it('answers 409 and holds nothing when expectedAmountPaise differs; pays when it matches', async () => {
    const departure = await ordinaryDeparture(ctx.app, SLUG, 2);
    const { token, cart } = await customerWithCart(departure.date);
    const before = await seatsLeft(departure._id);
    const paymentsBefore = (await ctx.database.db.select().from(payments).where(eq(payments.departureId, departure._id))).length;
    const start = (expectedAmountPaise: number, kind = 'FULL') =>
      call<{ data: PaymentAnswer }>(ctx.app, 'PUT', '/payment/initiate', { token, body: { kind, returnUrl: RETURN_URL, expectedAmountPaise, source: 'web' } });
    expect((await start(cart.totalPaise - 100)).body).toEqual({ status: 409, message: 'The price of your booking has changed. Please review it and pay again.' });
    expect((await start(cart.totalPaise, 'ADVANCE')).status).toBe(409);
    expect(await seatsLeft(departure._id)).toBe(before);
    expect(await ctx.database.db.select().from(payments).where(eq(payments.departureId, departure._id))).toHaveLength(paymentsBefore);
    const matched = await start(cart.minimumAdvancePaise!, 'ADVANCE');
    expect(matched.status, JSON.stringify(matched.body)).toBe(200);
    expect(matched.body.data.amountPaise).toBe(cart.minimumAdvancePaise);
  });
});

describe('a balance paid twice', () => {
  async function orderWithBalance() {
    const departure = await ordinaryDeparture(ctx.app, SLUG, 1);
    const { token } = await customerWithCart(departure.date);
    const paid = await completeThroughPage(ctx.app, token, (await initiate(ctx.app, token, 'ADVANCE')).body.data);
    expect(paid.status).toBe(200);
    return { token, order: paid.body.data.order };
  }
  const startBalance = (token: string, orderId: string) => call<{ data: PaymentAnswer }>(ctx.app, 'PUT', '/payment/pending-initiate', { token, body: { orderId, returnUrl: RETURN_URL, source: 'web' } });

  it('fails the earlier open balance payment; if it is paid anyway, it is recorded as a refund, never absorbed', async () => {
    const { token, order } = await orderWithBalance();
    const first = (await startBalance(token, order._id)).body.data;
    const second = (await startBalance(token, order._id)).body.data;
    expect((await paymentOf(token, first._id)).body.data.status).toBe('FAILED');
    const returnedFirst = await pressOnProviderPage(ctx.app, { providerOrderId: first.providerOrderId }, 'success').catch(() => null);
    expect(returnedFirst).toBeNull(); // the test page signs nothing for a replaced payment
    const paid = await completeThroughPage(ctx.app, token, second, '/payment/pending-success');
    expect(paid.body.data.order).toMatchObject({ balancePaise: 0, paidPaise: order.totalPaise });
    // The provider captured the replaced one too (a customer with two tabs): its signed callback arrives.
    const { callbackSignature } = await import('../provider-payments/signature.ts');
    const { DEV_PAYMENT_TEST_SECRET } = await import('../env.ts');
    const signature = callbackSignature(DEV_PAYMENT_TEST_SECRET, first.providerOrderId, 'test_pay_twice');
    const late = await call(ctx.app, 'PUT', '/payment/pending-success', { token, body: { paymentId: first._id, providerPaymentId: 'test_pay_twice', signature } });
    expect(late.status).toBe(409);
    expect((await paymentOf(token, first._id)).body.data).toMatchObject({ status: 'REFUND_DUE', refundDuePaise: first.amountPaise, providerPaymentId: 'test_pay_twice' });
    const after = (await call<{ data: OrderAnswer }>(ctx.app, 'GET', `/get-order/${order._id}`, { token })).body.data;
    expect(after).toMatchObject({ paidPaise: order.totalPaise, balancePaise: 0 });
  });

  it('applies a success up to the balance and records the excess as refundDuePaise', async () => {
    const { token, order } = await orderWithBalance();
    const balance = (await startBalance(token, order._id)).body.data;
    // Meanwhile 100 paise of the balance were paid another way (staff confirmed an offline payment).
    await ctx.database.db.update(orders).set({ paidPaise: order.paidPaise + 100 }).where(eq(orders.id, order._id));
    const paid = await completeThroughPage(ctx.app, token, balance, '/payment/pending-success');
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data.order).toMatchObject({ paidPaise: order.totalPaise, balancePaise: 0 });
    expect(paid.body.data.payment).toMatchObject({ status: 'SUCCEEDED', amountPaise: balance.amountPaise, refundDuePaise: 100 });
  });
});

describe('GET /payment/{id}', () => {
  it("answers the caller's payment as the other routes do", async () => {
    const departure = await ordinaryDeparture(ctx.app, SLUG, 1);
    const { token } = await customerWithCart(departure.date);
    const started = (await initiate(ctx.app, token)).body.data;
    const read = await call<Completed>(ctx.app, 'GET', `/payment/${started._id}`, { token });
    expect(read.body).toEqual({ status: 200, message: 'OK', data: started });
  });
});
