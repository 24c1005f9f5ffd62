import { describe, expect, it } from 'vitest';
import { DEV_STAFF_TOKEN } from '../env.ts';
import { call, createAccount, signInByMobile } from '../test-support/accounts.ts';
import { addTraveller, newCustomer, ordinaryDeparture, packageIdOf, pressOnProviderPage, RETURN_URL } from '../test-support/commerce.ts';
import { testAppPerFile } from '../test-support/test-app.ts';
import type { GroupOrder, SharePayment } from './schemas.ts';

const t = testAppPerFile();
const SLUG = 'varanasi-bodhgaya-tour';
const staff = { token: DEV_STAFF_TOKEN };

async function groupWithStartedPayment() {
  const organiser = await signInByMobile(t.app, await createAccount(t.app, { confirmEmail: false }));
  const account = await createAccount(t.app, { confirmEmail: false });
  const member = await signInByMobile(t.app, account);
  const departure = await ordinaryDeparture(t.app, SLUG, 2);
  const members = [{ contact: account.e164, persons: 1 }, { contact: 'cousin@example.com', persons: 1 }];
  const created = await call<{ data: GroupOrder }>(t.app, 'POST', '/group-orders', { token: organiser, body: { title: 'Kashi together', packageID: packageIdOf(SLUG), yatraDate: departure.date, members, source: 'web' } });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const group = created.body.data;
  await call(t.app, 'PUT', `/group-order-passenger/update-cart/${group._id}`, { token: member, body: { PassengerList: [await addTraveller(t.app, member)], source: 'web' } });
  const started = await call<{ data: SharePayment }>(t.app, 'PUT', '/group-order-passenger/init-payment', { token: member, body: { groupOrderId: group._id, returnUrl: RETURN_URL } });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const back = await pressOnProviderPage(t.app, started.body.data, 'success');
  const success = { paymentId: back.get('paymentId'), providerPaymentId: back.get('providerPaymentId'), signature: back.get('signature') };
  return { organiser, member, group, payment: started.body.data, success };
}

const cancel = (token: string, id: string) => call(t.app, 'DELETE', `/group-orders/${id}`, { token });
const succeed = (token: string, body: object) => call<{ data: { payment: SharePayment } }>(t.app, 'PUT', '/group-order-passenger/payment-success', { token, body });
const walletOf = async (token: string) => (await call<{ data: { balancePaise: number } }>(t.app, 'GET', '/get-wallet?wallettype=customer', { token })).body.data.balancePaise;
const refund = (id: string, token = DEV_STAFF_TOKEN) => call<{ data: { amountPaise: number; balancePaise: number } }>(t.app, 'POST', `/group-orders/staff/refund-payment/${id}`, { token });

describe('cancelling a group order', () => {
  it('keeps it CANCELLED: a share payment completing afterwards is REFUND_DUE, refunded once to the payer’s wallet by staff', async () => {
    const { organiser, member, group, payment, success } = await groupWithStartedPayment();
    expect((await cancel(organiser, group._id)).status).toBe(200);
    const late = await succeed(member, success);
    expect(late.body).toEqual({ status: 409, message: 'We received your payment, but this group order was cancelled. The money will be refunded to you.' });
    expect((await succeed(member, success)).status).toBe(409);
    const shown = await call<{ data: GroupOrder }>(t.app, 'GET', `/get-group-order/${group._id}`, { token: member });
    expect(shown.body.data).toMatchObject({ status: 'CANCELLED', paidPaise: 0, paidShares: 0 });
    expect((await refund(payment._id, member)).status).toBe(403);
    const refunded = await refund(payment._id);
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body.data).toMatchObject({ amountPaise: payment.amountPaise, balancePaise: payment.amountPaise });
    expect((await refund(payment._id)).body).toEqual({ status: 409, message: 'Nothing is due to refund on this payment' });
    expect(await walletOf(member)).toBe(payment.amountPaise);
  });

  it('refuses changes and new payments of a cancelled group order’s shares', async () => {
    const { organiser, member, group } = await groupWithStartedPayment();
    await cancel(organiser, group._id);
    const again = await call(t.app, 'PUT', '/group-order-passenger/init-payment', { token: member, body: { groupOrderId: group._id, returnUrl: RETURN_URL } });
    expect(again.body).toEqual({ status: 409, message: 'This group order is cancelled' });
    expect((await call(t.app, 'PUT', `/group-order-passenger/update-gst/${group._id}`, { token: member, body: { gstNumber: null } })).status).toBe(409);
  });

  it('cancel racing the share payment: either the share is paid and the cancel refused, or the group is cancelled and the money REFUND_DUE', async () => {
    const { organiser, member, group, payment, success } = await groupWithStartedPayment();
    const [cancelled, paid] = await Promise.all([cancel(organiser, group._id), succeed(member, success)]);
    expect([cancelled.status, paid.status].sort()).toEqual([200, 409]);
    const refundDue = cancelled.status === 200;
    const answer = await refund(payment._id);
    expect(answer.status).toBe(refundDue ? 200 : 409);
    expect(await walletOf(member)).toBe(refundDue ? payment.amountPaise : 0);
    const shown = (await call<{ data: GroupOrder }>(t.app, 'GET', `/get-group-order/${group._id}`, { token: organiser })).body.data;
    expect(shown.status).toBe(refundDue ? 'CANCELLED' : 'OPEN');
    expect(shown.paidShares).toBe(refundDue ? 0 : 1);
  });

  it('answers an unknown share payment 404 to staff', async () => {
    expect((await refund('0123456789abcdef01234567')).status).toBe(404);
    expect((await refund('0123456789abcdef01234567', await newCustomer(t.app))).status).toBe(403);
  });
});
