import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SEATS } from '../app.ts';
import { todayInIndia } from '../calendar/dates.ts';
import { carts, coupons } from '../db/schema/cart.ts';
import { departures } from '../db/schema/departures.ts';
import { startHoldSweeper } from '../payments/sweep.ts';
import { call } from '../test-support/accounts.ts';
import { addToCart, addTraveller, departuresOf, initiate, movableClock, newCustomer, ordinaryDeparture, packageIdOf, type CartAnswer } from '../test-support/commerce.ts';
import { testAppPerFile } from '../test-support/test-app.ts';

const clock = movableClock();
const ctx = testAppPerFile({ now: clock.now });
const SLUG = 'varanasi-tour-package';

const seatsLeft = async (id: string) => (await ctx.database.db.select().from(departures).where(eq(departures.id, id)))[0]!.seatsLeft;
const cartNow = async (token: string) => (await call<{ data: { data: CartAnswer & { gst: unknown } | null } }>(ctx.app, 'GET', '/cart', { token })).body.data.data;

async function customer() {
  const token = await newCustomer(ctx.app);
  return { token, traveller: await addTraveller(ctx.app, token) };
}

/** A departure whose last seat is held by an abandoned payment (not yet expired). */
async function lastSeatHeldByAbandonedPayment(seats: number) {
  const departure = await ordinaryDeparture(ctx.app, SLUG, seats);
  const abandoned = await customer();
  expect((await addToCart(ctx.app, abandoned.token, { packageID: packageIdOf(SLUG), yatraDate: departure.date, PassengerList: [abandoned.traveller] })).status).toBe(200);
  await ctx.database.db.update(departures).set({ seatsLeft: 1 }).where(eq(departures.id, departure._id));
  expect((await initiate(ctx.app, abandoned.token)).status).toBe(200);
  expect(await seatsLeft(departure._id)).toBe(0);
  return departure;
}

describe('expired seat holds go back', () => {
  it('before the seat check of cart add: a date emptied by an abandoned payment can be booked again', async () => {
    const departure = await lastSeatHeldByAbandonedPayment(1);
    const next = await customer();
    const body = { packageID: packageIdOf(SLUG), yatraDate: departure.date, PassengerList: [next.traveller] };
    expect((await addToCart(ctx.app, next.token, body)).body).toEqual({ status: 409, message: 'Only 0 seats are left on this date' });
    clock.advanceMinutes(16);
    try {
      const added = await addToCart(ctx.app, next.token, body);
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      expect(added.body.data.data.items[0]!.seatsLeft).toBe(1);
    } finally {
      clock.advanceMinutes(-16);
    }
  });

  it('before departures are listed', async () => {
    const departure = await lastSeatHeldByAbandonedPayment(2);
    const listed = async () => (await departuresOf(ctx.app, SLUG)).find((one) => one._id === departure._id)!;
    expect(await listed()).toMatchObject({ seatsLeft: 0, status: 'SOLD_OUT' });
    clock.advanceMinutes(16);
    try {
      expect((await listed()).seatsLeft).toBe(1);
    } finally {
      clock.advanceMinutes(-16);
    }
  });

  it('by the periodic sweep, with nobody looking at the date', async () => {
    const departure = await lastSeatHeldByAbandonedPayment(3);
    const sweeper = startHoldSweeper({ db: ctx.database.db, seats: SEATS, now: () => new Date(clock.now().getTime() + 16 * 60_000), intervalMs: 20 });
    try {
      await expect.poll(() => seatsLeft(departure._id), { timeout: 5_000, interval: 50 }).toBe(1);
    } finally {
      await sweeper.stop();
    }
  });
});

describe('GET /cart', () => {
  it('answers null and deletes a cart whose departure is today or earlier', async () => {
    const { token, traveller } = await customer();
    const departure = await ordinaryDeparture(ctx.app, 'kashi-vishwanath-darshan-with-ganga-aarti', 1);
    expect((await addToCart(ctx.app, token, { packageID: packageIdOf('kashi-vishwanath-darshan-with-ganga-aarti'), yatraDate: departure.date, PassengerList: [traveller] })).status).toBe(200);
    // The departure's day has come (its date moved to today: the same as the calendar reaching it).
    await ctx.database.db.update(departures).set({ startDate: todayInIndia(new Date()) }).where(eq(departures.id, departure._id));
    expect(await cartNow(token)).toBeNull();
    const rows = await ctx.database.db.select().from(carts);
    expect(rows.filter((row) => row.departureId === departure._id)).toEqual([]);
    expect((await initiate(ctx.app, token)).body).toEqual({ status: 400, message: 'Your cart is empty' });
  });
});

describe('POST /cart/add', () => {
  it("keeps the cart's GST details (only /cart/gst changes them)", async () => {
    const { token, traveller } = await customer();
    const departure = await ordinaryDeparture(ctx.app, SLUG, 2);
    const body = { packageID: packageIdOf(SLUG), yatraDate: departure.date, PassengerList: [traveller] };
    expect((await addToCart(ctx.app, token, body)).status).toBe(200);
    const gst = { gstNumber: '27AAPFU0939F1ZV', companyName: 'Shiv Yatra Trust' };
    expect((await call(ctx.app, 'POST', '/cart/gst', { token, body: { ...gst, source: 'web' } })).status).toBe(200);
    const second = await addTraveller(ctx.app, token, { firstname: 'Ravi', gender: 'male', dob: '1960-02-01' });
    const changed = await addToCart(ctx.app, token, { ...body, PassengerList: [traveller, second] });
    expect(changed.body.data.data).toMatchObject({ gst });
    expect(await cartNow(token)).toMatchObject({ gst });
  });
});

describe('a coupon worth more than the booking', () => {
  it('leaves ₹1 (plus its GST) to pay, and the payment starts', async () => {
    await ctx.database.db.insert(coupons).values({ code: 'EVERYTHING', description: '100 % off (test)', kind: 'PERCENT', percent: 100 }).onConflictDoNothing();
    const { token, traveller } = await customer();
    const departure = await ordinaryDeparture(ctx.app, SLUG, 1);
    const added = await addToCart(ctx.app, token, { packageID: packageIdOf(SLUG), yatraDate: departure.date, PassengerList: [traveller], couponCode: 'EVERYTHING' });
    const cart = added.body.data.data;
    expect(cart).toMatchObject({ discountPaise: cart.subtotalPaise - 100, gstPaise: 5, totalPaise: 105 });
    const started = await initiate(ctx.app, token);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.data.amountPaise).toBe(105);
  });
});
