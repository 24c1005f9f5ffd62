import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { departures } from '../db/schema/departures.ts';
import { groupOrders } from '../db/schema/group-orders.ts';
import { call, createAccount, signInByMobile } from '../test-support/accounts.ts';
import { addTraveller, departuresOf, newCustomer, packageIdOf, pressOnProviderPage, RETURN_URL } from '../test-support/commerce.ts';
import { testAppPerFile } from '../test-support/test-app.ts';
import type { GroupOrder, SharePayment } from './schemas.ts';

const t = testAppPerFile({ groupOrderHoldLimits: { maxUnpaidSeatsPerOrganiser: 6, maxDeparturePercent: 50 } });
const SLUG = 'varanasi-bodhgaya-tour';

const used = new Set<string>();

/** Future departures of the package no earlier test used, each set to `seats` seats, all free. */
async function freshDepartures(count: number, seats: number): Promise<string[]> {
  const soon = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  const dates = (await departuresOf(t.app, SLUG)).filter((departure) => departure.date > soon && !used.has(departure.date)).slice(0, count).map((departure) => departure.date);
  expect(dates).toHaveLength(count);
  dates.forEach((date) => used.add(date));
  for (const date of dates) {
    await t.database.db.update(departures).set({ seatsTotal: seats, seatsLeft: seats }).where(and(eq(departures.packageId, packageIdOf(SLUG)), eq(departures.startDate, date)));
  }
  return dates;
}

const seatsLeftOn = async (date: string) => (await departuresOf(t.app, SLUG)).find((departure) => departure.date === date)?.seatsLeft;

/** `persons` per member, each member a made-up contact. */
function create(token: string, date: string, persons: number[], contacts = persons.map((_, index) => `friend${index}.${date}@example.com`)) {
  const members = persons.map((count, index) => ({ contact: contacts[index]!, persons: count }));
  return call<{ data: GroupOrder; message: string }>(t.app, 'POST', '/group-orders', { token, body: { title: 'Temple friends', packageID: packageIdOf(SLUG), yatraDate: date, members, source: 'web' } });
}

const groupCount = async () => (await t.database.db.select({ id: groupOrders.id }).from(groupOrders)).length;

describe('seats held for unpaid group-order shares', () => {
  it("refuses an organiser's group order past their unpaid seats, holding nothing, and allows it again once one is cancelled", async () => {
    const [first, second] = await freshDepartures(2, 40);
    const organiser = await newCustomer(t.app);
    expect((await create(organiser, first!, [2, 2])).status).toBe(200);
    const kept = await create(organiser, second!, [2]);
    expect(kept.status).toBe(200);

    const groupsBefore = await groupCount();
    const refused = await create(organiser, second!, [1]);
    expect([refused.status, refused.body.message]).toEqual([409, 'Your group orders already hold 6 unpaid seats; at most 6 can wait for payment at a time']);
    expect(await seatsLeftOn(second!)).toBe(38);
    expect(await groupCount()).toBe(groupsBefore);

    expect((await call(t.app, 'DELETE', `/group-orders/${kept.body.data._id}`, { token: organiser })).status).toBe(200);
    expect((await create(organiser, second!, [1])).status).toBe(200);
  });

  it('refuses one group order larger than the bound, whoever asks', async () => {
    const [date] = await freshDepartures(1, 40);
    const refused = await create(await newCustomer(t.app), date!, [4, 3]);
    expect([refused.status, refused.body.message]).toEqual([409, 'A group order can hold at most 6 unpaid seats']);
    expect(await seatsLeftOn(date!)).toBe(40);
  });

  it("keeps half of a departure's seats out of unpaid group holds, all organisers together", async () => {
    const [date] = await freshDepartures(1, 10);
    expect((await create(await newCustomer(t.app), date!, [3])).status).toBe(200);
    const refused = await create(await newCustomer(t.app), date!, [3]);
    expect([refused.status, refused.body.message]).toEqual([409, 'Group orders can hold only 2 more seats on this date until their members pay']);
    expect(await seatsLeftOn(date!)).toBe(7);
    expect((await create(await newCustomer(t.app), date!, [2])).status).toBe(200);
    const full = await create(await newCustomer(t.app), date!, [1]);
    expect([full.status, full.body.message]).toEqual([409, 'Group orders cannot hold more seats on this date until their members pay']);
    expect(await seatsLeftOn(date!)).toBe(5);
  });

  it('stops counting a share once it is paid', async () => {
    const [date] = await freshDepartures(1, 40);
    const organiser = await newCustomer(t.app);
    const memberAccount = await createAccount(t.app, { confirmEmail: false });
    const member = await signInByMobile(t.app, memberAccount);
    const group = await create(organiser, date!, [2, 4], [memberAccount.e164, 'cousin@example.com']);
    expect(group.status).toBe(200);
    expect((await create(organiser, date!, [1])).status).toBe(409);

    const traveller = await addTraveller(t.app, member);
    const second = await addTraveller(t.app, member);
    await call(t.app, 'PUT', `/group-order-passenger/update-cart/${group.body.data._id}`, { token: member, body: { PassengerList: [traveller, second], source: 'web' } });
    const started = await call<{ data: SharePayment }>(t.app, 'PUT', '/group-order-passenger/init-payment', { token: member, body: { groupOrderId: group.body.data._id, returnUrl: RETURN_URL } });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const back = await pressOnProviderPage(t.app, started.body.data, 'success');
    const paid = await call(t.app, 'PUT', '/group-order-passenger/payment-success', {
      token: member,
      body: { paymentId: back.get('paymentId'), providerPaymentId: back.get('providerPaymentId'), signature: back.get('signature') },
    });
    expect(paid.status).toBe(200);

    expect((await create(organiser, date!, [2])).status).toBe(200);
  });

  it('counts concurrent group orders of one organiser one after the other', async () => {
    const dates = await freshDepartures(3, 40);
    const organiser = await newCustomer(t.app);
    const answers = await Promise.all(dates.map((date) => create(organiser, date, [3])));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 409]);
  });
});
