import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { departures } from '../db/schema/departures.ts';
import { payments } from '../db/schema/payments.ts';
import { call } from '../test-support/accounts.ts';
import { addToCart, addTraveller, completeThroughPage, initiate, newCustomer, ordinaryDeparture, packageIdOf, type OrderAnswer } from '../test-support/commerce.ts';
import { testAppPerFile } from '../test-support/test-app.ts';

const ctx = testAppPerFile();
const SLUG = 'kashi-vishwanath-darshan-with-ganga-aarti';
const CUSTOMERS = 20;

describe('the last seat', () => {
  it('is sold once when 20 customers with it in their cart check out at the same moment', { timeout: 240_000 }, async () => {
    const departure = await ordinaryDeparture(ctx.app, SLUG, 1);
    const customers = [];
    for (let index = 0; index < CUSTOMERS; index += 1) {
      const token = await newCustomer(ctx.app);
      const traveller = await addTraveller(ctx.app, token);
      const added = await addToCart(ctx.app, token, { packageID: packageIdOf(SLUG), yatraDate: departure.date, PassengerList: [traveller] });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      customers.push(token);
    }
    await ctx.database.db.update(departures).set({ seatsLeft: 1 }).where(eq(departures.id, departure._id));

    const answers = await Promise.all(customers.map((token) => initiate(ctx.app, token)));
    const held = answers.filter((answer) => answer.status === 200);
    expect(held).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.message)).toEqual(
      Array.from({ length: CUSTOMERS - 1 }, () => 'Only 0 seats are left on this date'),
    );
    const holds = await ctx.database.db.select().from(payments).where(eq(payments.departureId, departure._id));
    expect(holds).toHaveLength(1);
    const [seats] = await ctx.database.db.select().from(departures).where(eq(departures.id, departure._id));
    expect(seats?.seatsLeft).toBe(0);

    const winner = customers[answers.indexOf(held[0]!)]!;
    const paid = await completeThroughPage(ctx.app, winner, held[0]!.body.data);
    expect(paid.status).toBe(200);
    expect(paid.body.data.order.status).toBe('PROCESSING');
    const sold = await call<{ data: { seatsLeft: number; status: string }[] }>(ctx.app, 'GET', `/package/departures/${packageIdOf(SLUG)}?from=${departure.date}&to=${departure.date}`);
    expect(sold.body.data[0]).toMatchObject({ seatsLeft: 0, status: 'SOLD_OUT' });
    const counts = await Promise.all(customers.map((token) => call<{ data: OrderAnswer[] }>(ctx.app, 'GET', '/get-orders', { token })));
    expect(counts.map((answer) => answer.body.data.length).reduce((sum, n) => sum + n, 0)).toBe(1);
  });
});
