import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defaultPaymentSettings } from '../composition/payment-ports.ts';
import { departures } from '../db/schema/departures.ts';
import { addToCart, addTraveller, departuresOf, initiate, movableClock, newCustomer, ordinaryDeparture, packageIdOf } from '../test-support/commerce.ts';
import { testAppPerFile } from '../test-support/test-app.ts';

const clock = movableClock();
const MAX = 3;
const ctx = testAppPerFile({ now: clock.now, payments: { ...defaultPaymentSettings(), maxHoldsPerDeparture: MAX } });
const SLUG = 'kashi-vishwanath-darshan-with-ganga-aarti';

const seatsLeft = async (id: string) => (await ctx.database.db.select().from(departures).where(eq(departures.id, id)))[0]!.seatsLeft;

async function customerWithCart(date: string) {
  const token = await newCustomer(ctx.app);
  const travellers = [await addTraveller(ctx.app, token), await addTraveller(ctx.app, token, { firstname: 'Ravi', gender: 'male', dob: '1959-01-26' })];
  expect((await addToCart(ctx.app, token, { packageID: packageIdOf(SLUG), yatraDate: date, PassengerList: travellers })).status).toBe(200);
  return token;
}

describe('seat holds started without paying', () => {
  it('stop after PAYMENT_MAX_HOLDS_PER_DEPARTURE a day, so one account cannot keep a date sold out by starting payments again and again', async () => {
    const departure = await ordinaryDeparture(ctx.app, SLUG, 6);
    const before = await seatsLeft(departure._id);
    const holder = await customerWithCart(departure.date);
    for (let attempt = 0; attempt < MAX; attempt += 1) {
      expect((await initiate(ctx.app, holder)).status).toBe(200);
      clock.advanceMinutes(14);
    }
    const refused = await initiate(ctx.app, holder);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('You have started paying for this date too many times today. Please try again later, or call us to book.');
    expect(Number(refused.headers.get('retry-after'))).toBe(24 * 3600 - 3 * 14 * 60);
    // The last hold runs out as every hold does, and the seats are everyone's again.
    clock.advanceMinutes(16);
    const other = await customerWithCart(departure.date);
    expect((await initiate(ctx.app, other)).status).toBe(200);
    expect(await seatsLeft(departure._id)).toBe(before - 2);
  });

  it('count per user and per date, and start again once a day has passed', async () => {
    const soon = new Date(clock.now().getTime() + 40 * 86_400_000).toISOString().slice(0, 10);
    const [dateA, dateB] = (await departuresOf(ctx.app, SLUG)).filter((row) => row.date > soon && row.seatsLeft >= 4);
    const token = await customerWithCart(dateA!.date);
    for (let attempt = 0; attempt < MAX; attempt += 1) expect((await initiate(ctx.app, token)).status).toBe(200);
    expect((await initiate(ctx.app, token)).status).toBe(429);
    expect((await initiate(ctx.app, await customerWithCart(dateA!.date))).status).toBe(200);

    const travellers = [await addTraveller(ctx.app, token, { firstname: 'Meera' })];
    expect((await addToCart(ctx.app, token, { packageID: packageIdOf(SLUG), yatraDate: dateB!.date, PassengerList: travellers })).status).toBe(200);
    expect((await initiate(ctx.app, token)).status).toBe(200);

    expect((await addToCart(ctx.app, token, { packageID: packageIdOf(SLUG), yatraDate: dateA!.date, PassengerList: travellers })).status).toBe(200);
    expect((await initiate(ctx.app, token)).status).toBe(429);
    clock.advanceMinutes(24 * 60 + 1);
    expect((await initiate(ctx.app, token)).status).toBe(200);
  });
});
