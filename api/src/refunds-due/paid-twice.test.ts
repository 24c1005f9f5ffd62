import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refundDueCaptures } from '../db/schema/refunds-due.ts';
import { call } from '../test-support/accounts.ts';
import { newCustomer, pressOnProviderPage } from '../test-support/commerce.ts';
import { addGiftCard, initGiftCardPayment } from '../test-support/gift-cards.ts';
import { testAppPerFile } from '../test-support/test-app.ts';
import { paidBooking, paidGiftCard, paidShare, refundsDue, secondPayment } from './test-helpers.ts';

const t = testAppPerFile();
const capturesOf = (paymentId: string) => t.database.db.select().from(refundDueCaptures).where(eq(refundDueCaptures.paymentId, paymentId));

// docs/security.md §37: a second provider payment captured on one provider order was answered 409 and recorded nowhere.
describe('a second provider payment of a payment already settled', () => {
  it('is recorded as money to refund for a booking, once however often it is replayed', async () => {
    const { token, payment, firstPaymentId } = await paidBooking(t.app, 'tirupati-balaji-darshan');
    const body = { paymentId: payment._id, ...secondPayment(payment.providerOrderId, 'pay_second_booking'), source: 'web' };
    for (let i = 0; i < 2; i += 1) {
      expect((await call(t.app, 'PUT', '/payment/success', { token, body })).body).toEqual({ status: 409, message: 'This payment is already complete' });
    }
    const captures = await capturesOf(payment._id);
    expect(captures).toHaveLength(1);
    expect(captures[0]).toMatchObject({ kind: 'booking', amountPaise: payment.amountPaise, providerOrderId: payment.providerOrderId, providerPaymentId: 'pay_second_booking', refundedAt: null });
    expect(captures[0]!.reason).toContain(firstPaymentId);
    // The payment that settled it is untouched: its own replay still answers 200.
    const first = await call<{ data: { payment: { status: string } } }>(t.app, 'PUT', '/payment/success', { token, body: { ...body, ...secondPayment(payment.providerOrderId, firstPaymentId) } });
    expect(first.body.data.payment.status).toBe('SUCCEEDED');
    expect(await capturesOf(payment._id)).toHaveLength(1);
  });

  it('is recorded as money to refund for a group share, once', async () => {
    const { token, payment, userId } = await paidShare(t.app, 'varanasi-bodhgaya-tour');
    const body = { paymentId: payment._id, ...secondPayment(payment.providerOrderId, 'pay_second_share') };
    for (let i = 0; i < 2; i += 1) {
      expect((await call(t.app, 'PUT', '/group-order-passenger/payment-success', { token, body })).body).toEqual({ status: 409, message: 'This payment is already complete' });
    }
    const captures = await capturesOf(payment._id);
    expect(captures).toHaveLength(1);
    expect(captures[0]).toMatchObject({ kind: 'group-share', userId, amountPaise: payment.amountPaise, providerPaymentId: 'pay_second_share' });
  });

  it('is recorded as money to refund for a gift card, once', async () => {
    const { token, card, providerOrderId } = await paidGiftCard(t.app, 150_000);
    const body = { GiftcartId: card._id, ...secondPayment(providerOrderId, 'pay_second_card'), source: 'web' };
    for (let i = 0; i < 2; i += 1) {
      expect((await call(t.app, 'POST', '/gift-cart/success', { token, body })).body).toEqual({ status: 409, message: 'This gift card is already paid' });
    }
    const captures = await capturesOf(card._id);
    expect(captures).toHaveLength(1);
    expect(captures[0]).toMatchObject({ kind: 'gift-card', amountPaise: 150_000, providerOrderId, providerPaymentId: 'pay_second_card' });
  });

  it('tells the customer the money comes back when a refund-due gift-card checkout is paid again', async () => {
    const token = await newCustomer(t.app);
    const card = (await addGiftCard(t.app, token, 90_000, 'twice@example.com')).body.data;
    const first = (await initGiftCardPayment(t.app, token, card._id)).body.data;
    const second = (await initGiftCardPayment(t.app, token, card._id)).body.data;
    const paidFirst = await pressOnProviderPage(t.app, { providerOrderId: first.providerOrderId! }, 'success');
    const paidSecond = await pressOnProviderPage(t.app, { providerOrderId: second.providerOrderId! }, 'success');
    const success = (back: URLSearchParams) => call(t.app, 'POST', '/gift-cart/success', { token, body: { GiftcartId: card._id, providerPaymentId: back.get('providerPaymentId'), signature: back.get('signature'), source: 'web' } });
    expect((await success(paidFirst)).status).toBe(200);
    const refund = { status: 409, message: 'We received your payment, but this gift card was already paid. The money will be refunded to you.' };
    expect((await success(paidSecond)).body).toEqual(refund);
    const again = { GiftcartId: card._id, ...secondPayment(second.providerOrderId!, 'pay_third_card'), source: 'web' };
    expect((await call(t.app, 'POST', '/gift-cart/success', { token, body: again })).body).toEqual(refund);
    const listed = (await refundsDue(t.app)).filter((item) => item.paymentId === card._id);
    expect(listed.map(({ extraCapture, amountPaise, providerPaymentId }) => ({ extraCapture, amountPaise, providerPaymentId }))).toEqual(
      expect.arrayContaining([
        { extraCapture: false, amountPaise: 90_000, providerPaymentId: paidSecond.get('providerPaymentId') },
        { extraCapture: true, amountPaise: 90_000, providerPaymentId: 'pay_third_card' },
      ]),
    );
    expect(listed).toHaveLength(2);
  });
});
