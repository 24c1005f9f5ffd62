/**
 * The wallet (issue 13) over real HTTP: the balance equals the sum of its ledger after 50 concurrent credits,
 * spends and refunds; a spend never exceeds the wallet's or the order's balance; another user's order is
 * NOT_FOUND and their wallet is never seen; the viewer's wallet costs one call per field asked.
 */
import { describe, expect, it } from 'vitest';
import { contractClient } from '../support/contract-users.ts';
import { contractStack } from '../support/stack-context.ts';
import { callsTo, countUpstreamCalls } from '../support/upstream-calls.ts';
import { staffPost, walletSteps, type PayFromWalletAnswer } from '../support/wallet.ts';

const stack = contractStack();
const client = contractClient(stack, { mobilePrefix: '88', clientIp: '198.51.100.88', label: 'wallet' });
const wallet = walletSteps(client, stack);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('the ledger under concurrency', () => {
  it('keeps the balance equal to the sum of its ledger after 50 concurrent credits, spends and refunds', async () => {
    const token = await client.signedInUser();
    const userId = await wallet.userIdOf(token);
    const [first, second, third] = [await wallet.orderWithBalance(token), await wallet.orderWithBalance(token), await wallet.orderWithBalance(token)];
    const credits = Array.from({ length: 20 }, (_, index) => () => wallet.credit(userId, 10_000 + index * 100));
    const spends = Array.from({ length: 25 }, (_, index) => () => wallet.pay(token, { orderId: index % 2 ? first!.id : third!.id, amount: 15_000 }));
    const refunds = [second!, third!, second!, third!, second!].map((order) => () => staffPost(stack, `/wallet/staff/cancel-order/${order.internalId}`));
    const operations = spends.flatMap((spend, index) => [spend, ...[credits[index], refunds[index]].filter((operation) => operation !== undefined)]);
    expect(operations).toHaveLength(50);
    await wallet.credit(userId, 100_000);
    const answers = await Promise.all(operations.map((operation) => operation()));

    const credited = sum(answers.flatMap((answer) => ('status' in answer && answer.status === 200 && 'transactionId' in answer.body.data ? [answer.body.data.amountPaise!] : [])));
    const refunded = sum(answers.flatMap((answer) => ('status' in answer && answer.status === 200 && 'refundedPaise' in answer.body.data ? [answer.body.data.refundedPaise!] : [])));
    const paid = answers.filter((answer): answer is PayFromWalletAnswer => 'userErrors' in answer && answer.payment !== null);
    expect(answers.filter((answer) => 'status' in answer && answer.status === 409)).toHaveLength(3);
    expect(paid.length).toBeGreaterThan(0);
    for (const refused of answers.filter((answer): answer is PayFromWalletAnswer => 'userErrors' in answer && answer.payment === null)) {
      expect(["Your wallet balance is not enough", 'This order is cancelled']).toContain(refused.userErrors[0]?.message);
    }

    const ledger = await wallet.allTransactions(token);
    const { balance } = await wallet.wallet(token);
    expect(ledger).toHaveLength(1 + 20 + paid.length + 2);
    expect(balance.paise).toBe(sum(ledger.map((row) => row.amount.paise)));
    expect(balance.paise).toBe(100_000 + credited + refunded - 15_000 * paid.length);
    expect(balance.paise).toBeGreaterThanOrEqual(0);
    const orders = await client.run<{ viewer: { orders: { edges: { node: { internalId: string; paid: { paise: number }; balance: { paise: number } } }[] } } }>('{ viewer { orders(first: 10) { edges { node { internalId paid { paise } balance { paise } } } } } }', {}, token);
    const spentOn = (orderId: string) => ledger.filter((row) => row.kind === 'SPEND' && row.orderReference === [first, third].find((order) => order!.internalId === orderId)!.reference).length * 15_000;
    const firstNow = orders.viewer.orders.edges.find((edge) => edge.node.internalId === first!.internalId)!.node;
    expect(firstNow.paid.paise).toBe(first!.paid.paise + spentOn(first!.internalId));
    expect(firstNow.balance.paise).toBeGreaterThanOrEqual(0);
  });
});

describe('payFromWallet', () => {
  it("never spends more than the wallet's balance or the order's, and checks the amount before any call", async () => {
    const token = await client.signedInUser();
    const order = await wallet.orderWithBalance(token);
    await wallet.credit(await wallet.userIdOf(token), order.balance.paise + 50_000);
    const tooMuch = await wallet.pay(token, { orderId: order.id, amount: order.balance.paise + 1 });
    expect(tooMuch.userErrors).toEqual([{ code: 'INVALID_INPUT', message: "The amount is more than the order's balance", field: 'amount' }]);
    const { calls, result } = await countUpstreamCalls(stack.proxyUrl, () => wallet.pay(token, { orderId: order.id, amount: 50 }));
    expect(result.userErrors).toEqual([{ code: 'INVALID_INPUT', message: 'Enter an amount of at least ₹1', field: 'amount' }]);
    expect(callsTo(calls, '/wallet')).toHaveLength(0);
    const all = await wallet.pay(token, { orderId: order.id, amount: order.balance.paise });
    expect(all).toMatchObject({ order: { balance: { paise: 0 }, paid: { paise: order.total.paise } }, payment: { provider: 'wallet', kind: 'BALANCE' }, wallet: { balance: { paise: 50_000 } }, userErrors: [] });
    expect((await wallet.pay(token, { orderId: order.id, amount: 100 })).userErrors[0]?.message).toBe('Nothing is due on this order');

    const other = await client.signedInUser();
    const small = await wallet.orderWithBalance(other);
    await wallet.credit(await wallet.userIdOf(other), 1_000);
    expect((await wallet.pay(other, { orderId: small.id, amount: 1_001 })).userErrors).toEqual([{ code: 'INVALID_INPUT', message: 'Your wallet balance is not enough', field: 'amount' }]);
    expect((await wallet.wallet(other)).balance.paise).toBe(1_000);
  });

  it("answers another user's order NOT_FOUND (and 404 at the api), and never shows another user's wallet", async () => {
    const owner = await client.signedInUser();
    const order = await wallet.orderWithBalance(owner);
    const stranger = await client.signedInUser();
    await wallet.credit(await wallet.userIdOf(stranger), 100_000);
    const refused = await wallet.pay(stranger, { orderId: order.id, amount: 1_000 });
    expect(refused).toMatchObject({ order: null, payment: null, userErrors: [{ code: 'NOT_FOUND', message: 'Order not found', field: 'orderId' }] });
    const rest = await fetch(`${stack.apiBaseUrl}/wallet/request-to-pay`, { method: 'POST', headers: { authorization: `Bearer ${stranger}`, 'content-type': 'application/json' }, body: JSON.stringify({ orderId: order.internalId, amountPaise: 1_000 }) });
    expect(rest.status).toBe(404);
    expect((await wallet.wallet(stranger)).balance.paise).toBe(100_000);
    expect((await wallet.wallet(owner)).transactions.totalCount).toBe(0);
    expect((await client.run<{ viewer: null }>('{ viewer { wallet { balance { paise } } } }')).viewer).toBeNull();
  });
});

describe('Viewer.wallet', () => {
  it('reads the balance and a page of 5 in a date range with one call each, passing the range as dtstart/dtend', async () => {
    const token = await client.signedInUser();
    const userId = await wallet.userIdOf(token);
    for (let index = 0; index < 6; index += 1) await wallet.credit(userId, 1_000 * (index + 1));
    await wallet.credit(userId, 500, 'reward');
    const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const { calls, result } = await countUpstreamCalls(stack.proxyUrl, () => wallet.wallet(token, { from: today, to: today }));
    expect(result.balance.paise).toBe(21_000);
    expect(result.transactions.totalCount).toBe(6);
    expect(result.transactions.edges.map((edge) => edge.node.amount.paise)).toEqual([6_000, 5_000, 4_000, 3_000, 2_000]);
    expect(callsTo(calls, '/get-wallet')).toHaveLength(1);
    expect(callsTo(calls, '/wallet/transactions-paging').map((call) => call.query)).toEqual([`wallettype=customer&limit=5&page=1&dtstart=${today}&dtend=${today}`]);
    expect((await wallet.wallet(token, { type: 'REWARD' })).balance.paise).toBe(500);
  });
});
