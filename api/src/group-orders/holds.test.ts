import { describe, expect, it } from 'vitest';
import { SEATS } from '../app.ts';
import { call, createAccount, signInByMobile } from '../test-support/accounts.ts';
import { addTraveller, newCustomer, ordinaryDeparture, packageIdOf, pressOnProviderPage, RETURN_URL } from '../test-support/commerce.ts';
import { testAppPerFile } from '../test-support/test-app.ts';
import { releaseExpiredShareHolds } from './holds.ts';
import type { GroupOrder, SharePayment } from './schemas.ts';

const clock = new Date();
const t = testAppPerFile({ now: () => clock, groupOrderHoldHours: 48 });
const SLUG = 'varanasi-bodhgaya-tour';
const HOUR = 3_600_000;
/** The hold sweeper's pass `hours` from now. */
const sweepAfter = (hours: number) => releaseExpiredShareHolds(t.database.db, SEATS, new Date(clock.getTime() + hours * HOUR));

const seatsLeftOn = async (date: string) =>
  (await call<{ data: { date: string; seatsLeft: number }[] }>(t.app, 'GET', `/package/departures/${packageIdOf(SLUG)}`)).body.data.find((row) => row.date === date)?.seatsLeft;

async function groupOf(persons: [number, number]) {
  const organiser = await signInByMobile(t.app, await createAccount(t.app, { confirmEmail: false }));
  const memberAccount = await createAccount(t.app, { confirmEmail: false });
  const member = await signInByMobile(t.app, memberAccount);
  const departure = await ordinaryDeparture(t.app, SLUG, persons[0] + persons[1]);
  const members = [{ contact: memberAccount.e164, persons: persons[0] }, { contact: 'friend@example.com', persons: persons[1] }];
  const created = await call<{ data: GroupOrder }>(t.app, 'POST', '/group-orders', { token: organiser, body: { title: 'Temple friends', packageID: packageIdOf(SLUG), yatraDate: departure.date, members, source: 'web' } });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return { organiser, member, group: created.body.data, date: departure.date, seatsBefore: departure.seatsLeft };
}

async function payShare(member: string, groupId: string) {
  const traveller = await addTraveller(t.app, member);
  await call(t.app, 'PUT', `/group-order-passenger/update-cart/${groupId}`, { token: member, body: { PassengerList: [traveller], source: 'web' } });
  const started = await call<{ data: SharePayment }>(t.app, 'PUT', '/group-order-passenger/init-payment', { token: member, body: { groupOrderId: groupId, returnUrl: RETURN_URL } });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const back = await pressOnProviderPage(t.app, started.body.data, 'success');
  const body = { paymentId: back.get('paymentId'), providerPaymentId: back.get('providerPaymentId'), signature: back.get('signature') };
  return call(t.app, 'PUT', '/group-order-passenger/payment-success', { token: member, body });
}

describe('group order seat holds', () => {
  it('lets the organiser cancel an unpaid group order, giving its seats back', async () => {
    const { organiser, member, group, date, seatsBefore } = await groupOf([1, 2]);
    expect(await seatsLeftOn(date)).toBe(seatsBefore - 3);
    expect((await call(t.app, 'DELETE', `/group-orders/${group._id}`, { token: member })).status).toBe(404);
    expect((await call(t.app, 'DELETE', `/group-orders/${group._id}`, { token: await newCustomer(t.app) })).status).toBe(404);
    const cancelled = await call<{ message: string; data: { seatsReleased: number } }>(t.app, 'DELETE', `/group-orders/${group._id}`, { token: organiser });
    expect([cancelled.status, cancelled.body.message, cancelled.body.data.seatsReleased]).toEqual([200, 'Group order cancelled', 3]);
    expect(await seatsLeftOn(date)).toBe(seatsBefore);
    for (const token of [organiser, member]) {
      const kept = await call<{ data: GroupOrder }>(t.app, 'GET', `/get-group-order/${group._id}`, { token });
      expect(kept.body.data.status).toBe('CANCELLED');
      expect(kept.body.data.shares.map((share) => share.status)).toEqual(['CANCELLED', 'CANCELLED']);
    }
    expect((await call(t.app, 'DELETE', `/group-orders/${group._id}`, { token: organiser })).body).toEqual({ status: 409, message: 'This group order is already cancelled' });
    expect(await seatsLeftOn(date)).toBe(seatsBefore);
  });

  it('refuses to cancel once a share is paid', async () => {
    const { organiser, member, group } = await groupOf([1, 1]);
    expect((await payShare(member, group._id)).status).toBe(200);
    const refused = await call(t.app, 'DELETE', `/group-orders/${group._id}`, { token: organiser });
    expect([refused.status, refused.body.message]).toEqual([409, 'A share of this group order is already paid, so it can no longer be cancelled']);
  });

  it('gives back the seats of unpaid shares once their hold expires, keeping the paid ones', async () => {
    await sweepAfter(49); // the earlier tests' holds
    const { member, group, date, seatsBefore } = await groupOf([1, 2]);
    expect((await payShare(member, group._id)).status).toBe(200);
    expect(await sweepAfter(47)).toBe(0);
    expect(await sweepAfter(49)).toBe(2);
    expect(await seatsLeftOn(date)).toBe(seatsBefore - 1);
    expect(await sweepAfter(50)).toBe(0);
  });

  it('holds an expired share again when its member starts paying', async () => {
    const { member, group, date, seatsBefore } = await groupOf([1, 1]);
    await sweepAfter(49);
    expect(await seatsLeftOn(date)).toBe(seatsBefore);
    expect((await payShare(member, group._id)).status).toBe(200);
    expect(await seatsLeftOn(date)).toBe(seatsBefore - 1);
  });
});
