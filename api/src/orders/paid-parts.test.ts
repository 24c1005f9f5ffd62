import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { call } from '../test-support/accounts.ts';
import { addToCart, addTraveller, completeThroughPage, initiate, ordinaryDeparture, packageIdOf, type OrderAnswer } from '../test-support/commerce.ts';
import { buyGiftCard } from '../test-support/gift-cards.ts';
import { testAppPerFile } from '../test-support/test-app.ts';
import { credit, payFromWallet, walletCustomer } from '../wallet/test-helpers.ts';
import { listOrders } from './store.ts';

const ctx = testAppPerFile();
const SLUG = 'varanasi-ayodhya-prayagraj-tour';

type Part = { _id: string; codeLast4: string; amountPaise: number; createdAt: string; refundedAt: string | null };
type SourcedPayment = OrderAnswer['payments'][number] & { provider: string; walletType: string | null; refundDuePaise: number };
type PaidOrder = Omit<OrderAnswer, 'payments'> & { giftCardPaise: number; giftCards: Part[]; payments: SourcedPayment[] };

let customer: { userId: string; token: string };
let code: string;
let order: PaidOrder;

/** A booking of one traveller whose advance a ₹5,000 gift card and the provider pay; its balance partly from both wallets. */
beforeAll(async () => {
  code = (await buyGiftCard(ctx.app, (await walletCustomer(ctx.app)).token, 500_000, 'parts@example.com')).code;
  customer = await walletCustomer(ctx.app);
  const { date } = await ordinaryDeparture(ctx.app, SLUG);
  await addToCart(ctx.app, customer.token, { packageID: packageIdOf(SLUG), yatraDate: date, PassengerList: [await addTraveller(ctx.app, customer.token)] });
  await call(ctx.app, 'POST', '/cart/applyGiftCard', { token: customer.token, body: { code, source: 'web' } });
  const paid = await completeThroughPage(ctx.app, customer.token, (await initiate(ctx.app, customer.token, 'ADVANCE')).body.data);
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  await credit(ctx.app, customer.userId, 100_000);
  await credit(ctx.app, customer.userId, 50_000, 'reward');
  expect((await payFromWallet(ctx.app, customer.token, paid.body.data.order._id, 100_000)).status).toBe(200);
  expect((await payFromWallet(ctx.app, customer.token, paid.body.data.order._id, 50_000, 'reward')).status).toBe(200);
  order = (await call<{ data: PaidOrder }>(ctx.app, 'GET', `/get-order/${paid.body.data.order._id}`, { token: customer.token })).body.data;
  await addToCart(ctx.app, customer.token, { packageID: packageIdOf(SLUG), yatraDate: date, PassengerList: [await addTraveller(ctx.app, customer.token)] });
  expect((await completeThroughPage(ctx.app, customer.token, (await initiate(ctx.app, customer.token)).body.data)).status).toBe(200);
});

/** What the order's parts add up to: each settled payment (less what is to be refunded) and each gift card part. */
const partsPaise = (answer: PaidOrder) =>
  answer.payments.filter((payment) => payment.status === 'SUCCEEDED').reduce((sum, payment) => sum + payment.amountPaise - payment.refundDuePaise, 0) +
  answer.giftCards.reduce((sum, part) => sum + part.amountPaise, 0);

describe('what an order was paid with', () => {
  it('lists the gift card part (its code masked but the last 4), the provider advance and each wallet payment with its wallet, adding up to paidPaise', () => {
    expect(order.giftCards).toEqual([{ _id: expect.any(String), codeLast4: code.slice(-4), amountPaise: 500_000, createdAt: expect.any(String), refundedAt: null }]);
    expect(order.giftCardPaise).toBe(500_000);
    expect(order.payments.map(({ kind, provider, walletType, amountPaise }) => ({ kind, provider, walletType, amountPaise }))).toEqual([
      { kind: 'ADVANCE', provider: 'test', walletType: null, amountPaise: expect.any(Number) },
      { kind: 'BALANCE', provider: 'wallet', walletType: 'customer', amountPaise: 100_000 },
      { kind: 'BALANCE', provider: 'wallet', walletType: 'reward', amountPaise: 50_000 },
    ]);
    expect(partsPaise(order)).toBe(order.paidPaise);
    expect(JSON.stringify(order)).not.toContain(code.slice(0, -4));
  });

  it('answers the same parts in the page of orders, and another user 404', async () => {
    const page = await call<{ data: PaidOrder[] }>(ctx.app, 'GET', '/get-orders', { token: customer.token });
    expect(page.body.data.find((one) => one._id === order._id)).toEqual(order);
    const stranger = await walletCustomer(ctx.app);
    expect((await call(ctx.app, 'GET', `/get-order/${order._id}`, { token: stranger.token })).status).toBe(404);
  });

  it('loads a page of orders with the same number of queries whatever its size (payments and gift card parts: one query each)', async () => {
    const queriesFor = async (limit: number) => {
      let queries = 0;
      const db = new Proxy(ctx.database.db, {
        get(target, property, receiver) {
          const value = Reflect.get(target, property, receiver) as unknown;
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            if (property === 'select' || property === 'execute') queries += 1;
            return (value as (...args: unknown[]) => unknown).apply(target, args);
          };
        },
      }) as Db;
      const listed = await listOrders(db, customer.userId, undefined, 1, limit);
      return { queries, orders: listed.orders };
    };
    const [one, two] = [await queriesFor(1), await queriesFor(2)];
    expect(two.orders.map((listed) => (listed as PaidOrder).giftCards?.length)).toEqual([0, 1]);
    expect([one.queries, two.queries]).toEqual([4, 4]); // the page, its count, its payments, its gift card parts
  });
});
