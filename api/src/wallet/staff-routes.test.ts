import { describe, expect, it } from 'vitest';
import { call } from '../test-support/accounts.ts';
import { completeThroughPage, RETURN_URL, type OrderAnswer, type PaymentAnswer } from '../test-support/commerce.ts';
import { testAppPerFile } from '../test-support/test-app.ts';
import { balanceOf, credit, orderWithBalance, payFromWallet, staff, walletCustomer } from './test-helpers.ts';

const ctx = testAppPerFile();
const UNKNOWN_ID = '0123456789abcdef01234567';

describe('wallet staff routes', () => {
  it('credit refuses every token but the staff token, and an unknown user', async () => {
    const { userId, token } = await walletCustomer(ctx.app);
    const body = { userId, amountPaise: 1_000, description: 'Goodwill' };
    expect((await call(ctx.app, 'POST', '/wallet/staff/credit', { body })).status).toBe(403);
    expect((await call(ctx.app, 'POST', '/wallet/staff/credit', { token, body })).status).toBe(403);
    expect((await call(ctx.app, 'POST', '/wallet/staff/credit', { ...staff, body: { ...body, userId: UNKNOWN_ID } })).body).toEqual({ status: 404, message: 'User not found' });
    expect((await call(ctx.app, 'POST', '/wallet/staff/credit', { ...staff, body: { ...body, amountPaise: 0 } })).status).toBe(400);
    expect(await balanceOf(ctx.app, token)).toBe(0);
  });

  it("cancelling an order credits all it was paid (wallet part included) to the owner's wallet, once", async () => {
    const { userId, token } = await walletCustomer(ctx.app);
    const order = await orderWithBalance(ctx.app, token);
    await credit(ctx.app, userId, 30_000);
    await payFromWallet(ctx.app, token, order._id, 30_000);
    const cancelled = await call<{ data: { refundedPaise: number; balancePaise: number } }>(ctx.app, 'POST', `/wallet/staff/cancel-order/${order._id}`, staff);
    expect(cancelled.body.data).toMatchObject({ refundedPaise: order.paidPaise + 30_000, balancePaise: order.paidPaise + 30_000 });
    expect((await call<{ data: OrderAnswer }>(ctx.app, 'GET', `/get-order/${order._id}`, { token })).body.data.status).toBe('CANCELLED');
    expect((await call(ctx.app, 'POST', `/wallet/staff/cancel-order/${order._id}`, staff)).body).toEqual({ status: 409, message: 'This order is already cancelled' });
    expect((await payFromWallet(ctx.app, token, order._id, 1_000)).body).toEqual({ status: 400, message: 'This order is cancelled' });
    expect((await call(ctx.app, 'POST', `/wallet/staff/cancel-order/${order._id}`, { token })).status).toBe(403);
    expect(await balanceOf(ctx.app, token)).toBe(order.paidPaise + 30_000);
  });

  it("refunds a REFUND_DUE payment's amount to the payer's wallet, once", async () => {
    const { userId, token } = await walletCustomer(ctx.app);
    const order = await orderWithBalance(ctx.app, token);
    const started = await call<{ data: PaymentAnswer }>(ctx.app, 'PUT', '/payment/pending-initiate', { token, body: { orderId: order._id, returnUrl: RETURN_URL, source: 'web' } });
    await credit(ctx.app, userId, order.balancePaise);
    await payFromWallet(ctx.app, token, order._id, order.balancePaise);
    const late = await completeThroughPage(ctx.app, token, started.body.data, '/payment/pending-success');
    expect(late.status).toBe(409);
    const refunded = await call<{ data: { amountPaise: number; balancePaise: number } }>(ctx.app, 'POST', `/wallet/staff/refund-payment/${started.body.data._id}`, staff);
    expect(refunded.body.data).toMatchObject({ amountPaise: order.balancePaise, balancePaise: order.balancePaise });
    expect((await call(ctx.app, 'POST', `/wallet/staff/refund-payment/${started.body.data._id}`, staff)).body).toEqual({ status: 409, message: 'Nothing is due to refund on this payment' });
    expect((await call(ctx.app, 'POST', `/wallet/staff/refund-payment/${UNKNOWN_ID}`, staff)).status).toBe(404);
  });
});
