import { describe, expect, it } from 'vitest';
import { call } from '../test-support/accounts.ts';
import { pressOnProviderPage, RETURN_URL, type OrderAnswer, type PaymentAnswer } from '../test-support/commerce.ts';
import { testAppPerFile } from '../test-support/test-app.ts';
import { balanceOf, orderWithBalance, staff, walletCustomer } from './test-helpers.ts';

const ctx = testAppPerFile();
type Payment = PaymentAnswer & { refundDuePaise: number };

describe('a balance payment the provider confirms after staff cancelled its order', () => {
  it('is REFUND_DUE with the refund message, never applied to the cancelled order, and refundable to the wallet', async () => {
    const { token } = await walletCustomer(ctx.app);
    const order = await orderWithBalance(ctx.app, token);
    const started = await call<{ data: PaymentAnswer }>(ctx.app, 'PUT', '/payment/pending-initiate', { token, body: { orderId: order._id, returnUrl: RETURN_URL, source: 'web' } });
    // The provider captured the money; staff cancel the order before its callback arrives.
    const returned = await pressOnProviderPage(ctx.app, started.body.data, 'success');
    expect((await call(ctx.app, 'POST', `/wallet/staff/cancel-order/${order._id}`, staff)).status).toBe(200);

    const body = { paymentId: returned.get('paymentId'), providerPaymentId: returned.get('providerPaymentId'), signature: returned.get('signature'), source: 'web' };
    const late = await call(ctx.app, 'PUT', '/payment/pending-success', { token, body });
    expect(late.body).toEqual({ status: 409, message: 'We received your payment, but the seats on this date are no longer available. The money will be refunded to you.' });
    const payment = (await call<{ data: Payment }>(ctx.app, 'GET', `/payment/${started.body.data._id}`, { token })).body.data;
    expect(payment).toMatchObject({ status: 'REFUND_DUE', refundDuePaise: started.body.data.amountPaise });
    const after = (await call<{ data: OrderAnswer }>(ctx.app, 'GET', `/get-order/${order._id}`, { token })).body.data;
    expect(after).toMatchObject({ status: 'CANCELLED', paidPaise: order.paidPaise });

    await call(ctx.app, 'POST', `/wallet/staff/refund-payment/${payment._id}`, staff);
    expect(await balanceOf(ctx.app, token)).toBe(order.paidPaise + payment.amountPaise);
  });
});
