import { describe, expect, it } from 'vitest';
import { call, createAccount, signInByMobile } from '../test-support/accounts.ts';
import { addToCart, addTraveller, initiate, movableClock, ordinaryDeparture, packageIdOf, pressOnProviderPage, RETURN_URL } from '../test-support/commerce.ts';
import { testAppPerFile } from '../test-support/test-app.ts';
import type { RefundDueItem } from './list.ts';
import { paidBooking, paidGiftCard, paidShare, refundsDue, secondPayment, staff } from './test-helpers.ts';

const clock = movableClock();
const t = testAppPerFile({ now: clock.now });
const mark = (id: string, providerRefundId: string, token = staff.token) => call(t.app, 'PUT', `/refunds-due/${id}/refunded`, { token, body: { providerRefundId } });

/** A booking paid on its departure day (docs/security.md §34): its payment row itself is REFUND_DUE. */
async function bookingPaidTooLate() {
  const account = await createAccount(t.app, { confirmEmail: false });
  const token = await signInByMobile(t.app, account);
  const departure = await ordinaryDeparture(t.app, 'tirupati-balaji-darshan', 1);
  await addToCart(t.app, token, { packageID: packageIdOf('tirupati-balaji-darshan'), yatraDate: departure.date, PassengerList: [await addTraveller(t.app, token)] });
  const payment = (await initiate(t.app, token)).body.data;
  const minutes = Math.ceil((Date.parse(`${departure.date}T00:00:00+05:30`) - clock.now().getTime()) / 60_000) + 60;
  clock.advanceMinutes(minutes);
  try {
    const back = await pressOnProviderPage(t.app, payment, 'success');
    const later = await signInByMobile(t.app, account);
    const answer = await call(t.app, 'PUT', '/payment/success', { token: later, body: { paymentId: payment._id, providerPaymentId: back.get('providerPaymentId'), signature: back.get('signature'), source: 'web' } });
    expect(answer.status).toBe(409);
  } finally {
    clock.advanceMinutes(-minutes);
  }
  return payment;
}

/** A share paid after its group order was cancelled: the share payment row itself is REFUND_DUE. */
async function sharePaidAfterCancel() {
  const organiser = await signInByMobile(t.app, await createAccount(t.app, { confirmEmail: false }));
  const memberAccount = await createAccount(t.app, { confirmEmail: false });
  const member = await signInByMobile(t.app, memberAccount);
  const departure = await ordinaryDeparture(t.app, 'varanasi-bodhgaya-tour', 1);
  const body = { title: 'Temple friends', packageID: packageIdOf('varanasi-bodhgaya-tour'), yatraDate: departure.date, members: [{ contact: memberAccount.e164, persons: 1 }], source: 'web' };
  const groupOrderId = (await call<{ data: { _id: string } }>(t.app, 'POST', '/group-orders', { token: organiser, body })).body.data._id;
  await call(t.app, 'PUT', `/group-order-passenger/update-cart/${groupOrderId}`, { token: member, body: { PassengerList: [await addTraveller(t.app, member)], source: 'web' } });
  const payment = (await call<{ data: { _id: string; providerOrderId: string; amountPaise: number } }>(t.app, 'PUT', '/group-order-passenger/init-payment', { token: member, body: { groupOrderId, returnUrl: RETURN_URL } })).body.data;
  // Paid at the provider, the callback still on its way when the organiser cancels.
  const back = await pressOnProviderPage(t.app, payment, 'success');
  expect((await call(t.app, 'DELETE', `/group-orders/${groupOrderId}`, { token: organiser })).status).toBe(200);
  const paid = await call(t.app, 'PUT', '/group-order-passenger/payment-success', { token: member, body: { paymentId: payment._id, providerPaymentId: back.get('providerPaymentId'), signature: back.get('signature') } });
  expect(paid.status).toBe(409);
  return payment;
}

describe('staff list of money to refund', () => {
  it('lists every kind of refund due, newest first, in pages, to the staff token only', async () => {
    const lateBooking = await bookingPaidTooLate();
    const cancelledShare = await sharePaidAfterCancel();
    const booking = await paidBooking(t.app, 'tirupati-balaji-darshan');
    await call(t.app, 'PUT', '/payment/success', { token: booking.token, body: { paymentId: booking.payment._id, ...secondPayment(booking.payment.providerOrderId, 'pay_again_booking'), source: 'web' } });
    const share = await paidShare(t.app, 'varanasi-bodhgaya-tour');
    await call(t.app, 'PUT', '/group-order-passenger/payment-success', { token: share.token, body: { paymentId: share.payment._id, ...secondPayment(share.payment.providerOrderId, 'pay_again_share') } });
    const card = await paidGiftCard(t.app, 120_000);
    await call(t.app, 'POST', '/gift-cart/success', { token: card.token, body: { GiftcartId: card.card._id, ...secondPayment(card.providerOrderId, 'pay_again_card'), source: 'web' } });

    const items = await refundsDue(t.app);
    const summary = (item: RefundDueItem) => `${item.kind}${item.extraCapture ? '+' : ''} ${item.paymentId} ${item.amountPaise}`;
    expect(items.map(summary)).toEqual(
      expect.arrayContaining([
        `booking ${lateBooking._id} ${lateBooking.amountPaise}`,
        `group-share ${cancelledShare._id} ${cancelledShare.amountPaise}`,
        `booking+ ${booking.payment._id} ${booking.payment.amountPaise}`,
        `group-share+ ${share.payment._id} ${share.payment.amountPaise}`,
        `gift-card+ ${card.card._id} 120000`,
      ]),
    );
    expect(items.find((item) => item.providerPaymentId === 'pay_again_card')).toMatchObject({ userId: expect.any(String), reason: expect.stringContaining(card.firstPaymentId), paidAt: expect.any(String) });
    const times = items.map((item) => item.paidAt!);
    expect(times).toEqual([...times].sort().reverse());
    const page2 = await call<{ data: RefundDueItem[]; total: number; page: number }>(t.app, 'GET', '/refunds-due?limit=2&page=2', staff);
    expect(page2.body).toMatchObject({ total: items.length, page: 2, data: items.slice(2, 4) });

    expect((await call(t.app, 'GET', '/refunds-due')).status).toBe(403);
    expect((await call(t.app, 'GET', '/refunds-due', { token: booking.token })).status).toBe(403);
    expect((await t.app.request('/api/v1/refunds-due')).status).toBe(401);
  });

  it('marks one refunded with the refund id, once: the same id again is the same answer, another is 409', async () => {
    const booking = await paidBooking(t.app, 'tirupati-balaji-darshan');
    await call(t.app, 'PUT', '/payment/success', { token: booking.token, body: { paymentId: booking.payment._id, ...secondPayment(booking.payment.providerOrderId, 'pay_mark_me'), source: 'web' } });
    const item = (await refundsDue(t.app)).find((due) => due.providerPaymentId === 'pay_mark_me')!;
    expect((await mark(item._id, 'rfnd_1', booking.token)).status).toBe(403);
    const marked = await mark(item._id, 'rfnd_1');
    expect(marked.body).toMatchObject({ status: 200, message: 'Marked as refunded', data: { _id: item._id, providerRefundId: 'rfnd_1', refundedAt: expect.any(String) } });
    expect((await mark(item._id, 'rfnd_1')).body).toEqual(marked.body);
    expect((await mark(item._id, 'rfnd_2')).body).toEqual({ status: 409, message: 'This refund is already marked with another refund id' });
    expect((await refundsDue(t.app)).map((due) => due._id)).not.toContain(item._id);
    expect((await mark('0123456789abcdef01234567', 'rfnd_3')).body).toEqual({ status: 404, message: 'Refund not found' });
    expect((await mark(booking.payment._id, 'rfnd_4')).body).toEqual({ status: 409, message: 'Nothing is due to refund on this payment' });
  });

  it('refunds a REFUND_DUE payment one way only: marked at the provider, the wallet refund is refused', async () => {
    const late = await bookingPaidTooLate();
    const share = await sharePaidAfterCancel();
    expect((await mark(late._id, 'rfnd_booking')).status).toBe(200);
    expect((await mark(share._id, 'rfnd_share')).status).toBe(200);
    expect((await call(t.app, 'POST', `/wallet/staff/refund-payment/${late._id}`, staff)).body).toEqual({ status: 409, message: 'Nothing is due to refund on this payment' });
    expect((await call(t.app, 'POST', `/group-orders/staff/refund-payment/${share._id}`, staff)).body).toEqual({ status: 409, message: 'Nothing is due to refund on this payment' });
    const listed = (await refundsDue(t.app)).map((due) => due._id);
    expect(listed).not.toContain(late._id);
    expect(listed).not.toContain(share._id);
  });
});
