import { describe, expect, it } from 'vitest';
import { call, createAccount, signInByMobile } from '../test-support/accounts.ts';
import { addTraveller, newCustomer, ordinaryDeparture, packageIdOf, pressOnProviderPage, RETURN_URL } from '../test-support/commerce.ts';
import { testAppPerFile } from '../test-support/test-app.ts';
import type { GroupOrder, ShareCart, SharePayment } from './schemas.ts';

const t = testAppPerFile();
const SLUG = 'varanasi-bodhgaya-tour';

async function groupOf(members: (contact: string) => { contact: string; persons: number }[]) {
  const organiserAccount = await createAccount(t.app, { confirmEmail: false });
  const organiser = await signInByMobile(t.app, organiserAccount);
  const memberAccount = await createAccount(t.app, { confirmEmail: false });
  const member = await signInByMobile(t.app, memberAccount);
  const departure = await ordinaryDeparture(t.app, SLUG, 6);
  const created = await call<{ data: GroupOrder }>(t.app, 'POST', '/group-orders', {
    token: organiser,
    body: { title: 'Temple friends', packageID: packageIdOf(SLUG), yatraDate: departure.date, members: members(memberAccount.e164), source: 'web' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return { organiser, member, group: created.body.data, departure };
}

describe('group orders', () => {
  it('creates a group order whose shares add up to its total, holding its seats', async () => {
    const { group, departure } = await groupOf((member) => [{ contact: member, persons: 2 }, { contact: 'friend@example.com', persons: 1 }]);
    expect(group.shares.map((share) => share.persons)).toEqual([2, 1]);
    expect(group.totalPaise).toBe(group.shares.reduce((sum, share) => sum + share.totalPaise, 0));
    expect(group.balancePaise).toBe(group.totalPaise);
    const after = await ordinaryDeparture(t.app, SLUG, 1).then(() => call<{ data: { date: string; seatsLeft: number }[] }>(t.app, 'GET', `/package/departures/${packageIdOf(SLUG)}`));
    expect(after.body.data.find((row) => row.date === departure.date)?.seatsLeft).toBe(departure.seatsLeft - 3);
  });

  it('answers a non-member 404 on every route of a group order', async () => {
    const { group } = await groupOf((member) => [{ contact: member, persons: 1 }]);
    const stranger = await newCustomer(t.app);
    expect((await call(t.app, 'GET', `/get-group-order/${group._id}`, { token: stranger })).status).toBe(404);
    expect((await call(t.app, 'GET', `/group-order-passenger/get-cart/${group._id}`, { token: stranger })).status).toBe(404);
    expect((await call(t.app, 'PUT', `/group-order-passenger/update-cart/${group._id}`, { token: stranger, body: { PassengerList: [] } })).status).toBe(404);
    expect((await call(t.app, 'PUT', '/group-order-passenger/init-payment', { token: stranger, body: { groupOrderId: group._id, returnUrl: RETURN_URL } })).status).toBe(404);
    expect((await call<{ data: unknown[] }>(t.app, 'GET', '/get-group-orders', { token: stranger })).body.data).toEqual([]);
  });

  it('lets a member fill, pay and be seen paid by the organiser', async () => {
    const { organiser, member, group } = await groupOf((contact) => [{ contact, persons: 2 }, { contact: '+919812345670', persons: 1 }]);
    const travellers = [await addTraveller(t.app, member), await addTraveller(t.app, member, { firstname: 'Ravi', dob: '2016-01-10' })];
    const early = await call(t.app, 'PUT', '/group-order-passenger/init-payment', { token: member, body: { groupOrderId: group._id, returnUrl: RETURN_URL } });
    expect(early.body.message).toBe('Add 2 travellers to your share before paying');
    const filled = await call<{ data: ShareCart }>(t.app, 'PUT', `/group-order-passenger/update-cart/${group._id}`, { token: member, body: { PassengerList: travellers, source: 'web' } });
    expect(filled.status, JSON.stringify(filled.body)).toBe(200);
    expect(filled.body.data.PassengerList.map((row) => row.passengerId)).toEqual(travellers);
    const gst = await call<{ data: ShareCart }>(t.app, 'PUT', `/group-order-passenger/update-gst/${group._id}`, { token: member, body: { gstNumber: '27AAPFU0939F1ZV', companyName: 'Menon Trust' } });
    expect(gst.body.data.gst).toEqual({ gstNumber: '27AAPFU0939F1ZV', companyName: 'Menon Trust' });
    const started = await call<{ data: SharePayment }>(t.app, 'PUT', '/group-order-passenger/init-payment', { token: member, body: { groupOrderId: group._id, returnUrl: RETURN_URL, expectedAmountPaise: filled.body.data.totalPaise } });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const back = await pressOnProviderPage(t.app, started.body.data, 'success');
    const body = { paymentId: back.get('paymentId'), providerPaymentId: back.get('providerPaymentId'), signature: back.get('signature') };
    const stranger = await newCustomer(t.app);
    expect((await call(t.app, 'PUT', '/group-order-passenger/payment-success', { token: stranger, body })).status).toBe(404);
    expect((await call(t.app, 'PUT', '/group-order-passenger/payment-fail', { token: stranger, body: { paymentId: body.paymentId } })).status).toBe(404);
    const forged = await call(t.app, 'PUT', '/group-order-passenger/payment-success', { token: member, body: { ...body, signature: '0'.repeat(64) } });
    expect(forged.status).toBe(400);
    const paid = await call<{ data: { groupOrder: GroupOrder } }>(t.app, 'PUT', '/group-order-passenger/payment-success', { token: member, body });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect((await call(t.app, 'PUT', '/group-order-passenger/payment-success', { token: member, body })).status).toBe(200);
    const seen = await call<{ data: GroupOrder }>(t.app, 'GET', `/get-group-order/${group._id}`, { token: organiser });
    expect(seen.body.data.shares.map((share) => share.status)).toEqual(['PAID', 'UNPAID']);
    expect(seen.body.data.paidPaise).toBe(filled.body.data.totalPaise);
    expect(seen.body.data.totalPaise).toBe(seen.body.data.shares.reduce((sum, share) => sum + share.totalPaise, 0));
    const again = await call(t.app, 'PUT', `/group-order-passenger/update-cart/${group._id}`, { token: member, body: { PassengerList: [] } });
    expect(again.body.message).toBe('This share is already paid');
  });

  it('refuses another user\'s traveller and more travellers than the share has places', async () => {
    const { member, group } = await groupOf((contact) => [{ contact, persons: 1 }]);
    const other = await addTraveller(t.app, await newCustomer(t.app));
    expect((await call(t.app, 'PUT', `/group-order-passenger/update-cart/${group._id}`, { token: member, body: { PassengerList: [other] } })).status).toBe(404);
    const mine = [await addTraveller(t.app, member), await addTraveller(t.app, member)];
    const tooMany = await call(t.app, 'PUT', `/group-order-passenger/update-cart/${group._id}`, { token: member, body: { PassengerList: mine } });
    expect([tooMany.status, tooMany.body.message]).toEqual([400, 'This share is for 1 traveller']);
  });
});
