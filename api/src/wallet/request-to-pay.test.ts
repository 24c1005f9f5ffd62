import { describe, expect, it } from 'vitest';
import { call } from '../test-support/accounts.ts';
import { testAppPerFile } from '../test-support/test-app.ts';
import { balanceOf, credit, orderWithBalance, payFromWallet, walletCustomer } from './test-helpers.ts';

const ctx = testAppPerFile();

describe('request-to-pay', () => {
  it("spends wallet money on the order's balance as a wallet payment, and records the spend", async () => {
    const { userId, token } = await walletCustomer(ctx.app);
    await credit(ctx.app, userId, 500_000);
    const order = await orderWithBalance(ctx.app, token);
    const paid = await payFromWallet(ctx.app, token, order._id, 200_000);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.message).toBe('Paid from your wallet');
    expect(paid.body.data.balancePaise).toBe(300_000);
    expect(paid.body.data.payment).toMatchObject({ provider: 'wallet', kind: 'BALANCE', status: 'SUCCEEDED', amountPaise: 200_000 });
    expect(paid.body.data.order).toMatchObject({ paidPaise: order.paidPaise + 200_000, balancePaise: order.balancePaise - 200_000 });
    const page = await call<{ data: { kind: string; amountPaise: number; orderReference: string }[]; total: number }>(ctx.app, 'GET', '/wallet/transactions-paging?wallettype=customer&limit=5&page=1', { token });
    expect(page.body.total).toBe(2);
    expect(page.body.data[0]).toMatchObject({ kind: 'SPEND', amountPaise: -200_000, orderReference: order.reference });
    expect(page.body.data[1]).toMatchObject({ kind: 'CREDIT', amountPaise: 500_000 });
  });

  it('never spends more than the wallet holds nor more than the balance due', async () => {
    const { userId, token } = await walletCustomer(ctx.app);
    await credit(ctx.app, userId, 100_000);
    const order = await orderWithBalance(ctx.app, token);
    expect((await payFromWallet(ctx.app, token, order._id, 100_001)).body).toEqual({ status: 400, message: 'Your wallet balance is not enough' });
    await credit(ctx.app, userId, order.balancePaise * 2);
    expect((await payFromWallet(ctx.app, token, order._id, order.balancePaise + 1)).body).toEqual({ status: 400, message: "The amount is more than the order's balance" });
    expect((await payFromWallet(ctx.app, token, order._id, order.balancePaise)).status).toBe(200);
    expect((await payFromWallet(ctx.app, token, order._id, 1)).body).toEqual({ status: 400, message: 'Nothing is due on this order' });
    expect(await balanceOf(ctx.app, token)).toBe(100_000 + order.balancePaise);
  });

  it('names the reward credit when it is the reward wallet that is not enough', async () => {
    const { userId, token } = await walletCustomer(ctx.app);
    await credit(ctx.app, userId, 100_000);
    await credit(ctx.app, userId, 25_000, 'reward');
    const order = await orderWithBalance(ctx.app, token);
    expect((await payFromWallet(ctx.app, token, order._id, 25_001, 'reward')).body).toEqual({ status: 400, message: 'Your reward credit balance is not enough' });
    expect([await balanceOf(ctx.app, token, 'customer'), await balanceOf(ctx.app, token, 'reward')]).toEqual([100_000, 25_000]);
  });

  it("answers another user's order 404 and spends nothing", async () => {
    const owner = await walletCustomer(ctx.app);
    const order = await orderWithBalance(ctx.app, owner.token);
    const stranger = await walletCustomer(ctx.app);
    await credit(ctx.app, stranger.userId, 100_000);
    expect((await payFromWallet(ctx.app, stranger.token, order._id, 1_000)).body).toEqual({ status: 404, message: 'Order not found' });
    expect(await balanceOf(ctx.app, stranger.token)).toBe(100_000);
  });

  it('keeps the types apart and asks the public token to sign in', async () => {
    const { userId, token } = await walletCustomer(ctx.app);
    await credit(ctx.app, userId, 25_000, 'reward');
    expect([await balanceOf(ctx.app, token, 'customer'), await balanceOf(ctx.app, token, 'reward')]).toEqual([0, 25_000]);
    expect((await call(ctx.app, 'GET', '/get-wallet')).body).toEqual({ status: 401, message: 'Please sign in to continue' });
    expect((await call(ctx.app, 'GET', '/get-wallet?wallettype=gold', { token })).status).toBe(400);
  });

  it('pays concurrently without ever taking the wallet below zero', async () => {
    const { userId, token } = await walletCustomer(ctx.app);
    const order = await orderWithBalance(ctx.app, token);
    await credit(ctx.app, userId, 50_000);
    const answers = await Promise.all(Array.from({ length: 8 }, () => payFromWallet(ctx.app, token, order._id, 10_000)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    expect(await balanceOf(ctx.app, token)).toBe(0);
  });
});
