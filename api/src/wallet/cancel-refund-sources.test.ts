import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { giftCards } from '../db/schema/gift-cards.ts';
import { call } from '../test-support/accounts.ts';
import { addToCart, addTraveller, completeThroughPage, initiate, newCustomer, ordinaryDeparture, packageIdOf, type OrderAnswer } from '../test-support/commerce.ts';
import { buyGiftCard } from '../test-support/gift-cards.ts';
import { testAppPerFile } from '../test-support/test-app.ts';
import { balanceOf, credit, payFromWallet, staff, walletCustomer } from './test-helpers.ts';

const ctx = testAppPerFile();
const SLUG = 'tirupati-balaji-darshan';
let cardSeq = 0;
type Cancelled = { refundedPaise: number; customerWalletPaise: number; rewardWalletPaise: number; giftCardPaise: number; balancePaise: number };

const cardBalance = async (id: string) => (await ctx.database.db.select().from(giftCards).where(eq(giftCards.id, id)))[0]!.balancePaise;
const cancel = (orderId: string) => call<{ data: Cancelled }>(ctx.app, 'POST', `/wallet/staff/cancel-order/${orderId}`, staff);

/** An order whose advance a ₹1,000 gift card helped pay (the rest through the provider): a balance is due. */
async function orderPaidWithCard(token: string): Promise<{ order: OrderAnswer; cardId: string }> {
  const { card, code } = await buyGiftCard(ctx.app, await newCustomer(ctx.app), 100_000, `card-${cardSeq++}@example.com`);
  const departure = await ordinaryDeparture(ctx.app, SLUG);
  await addToCart(ctx.app, token, { packageID: packageIdOf(SLUG), yatraDate: departure.date, PassengerList: [await addTraveller(ctx.app, token)] });
  expect((await call(ctx.app, 'POST', '/cart/applyGiftCard', { token, body: { code, source: 'web' } })).status).toBe(200);
  const paid = await completeThroughPage(ctx.app, token, (await initiate(ctx.app, token, 'ADVANCE')).body.data);
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  expect(await cardBalance(card._id)).toBe(0);
  return { order: paid.body.data.order, cardId: card._id };
}
describe('staff cancel refunds every source where it came from', () => {
  it('gift card part to the card, reward wallet money to the reward wallet, provider and customer wallet money to the customer wallet', async () => {
    const { userId, token } = await walletCustomer(ctx.app);
    const { order, cardId } = await orderPaidWithCard(token);
    await credit(ctx.app, userId, 20_000, 'reward');
    await credit(ctx.app, userId, 30_000);
    expect((await payFromWallet(ctx.app, token, order._id, 20_000, 'reward')).status).toBe(200);
    expect((await payFromWallet(ctx.app, token, order._id, 30_000)).status).toBe(200);
    const cancelled = await cancel(order._id);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const providerPaise = order.paidPaise - 100_000;
    expect(cancelled.body.data).toMatchObject({ refundedPaise: order.paidPaise + 50_000, giftCardPaise: 100_000, rewardWalletPaise: 20_000, customerWalletPaise: providerPaise + 30_000, balancePaise: providerPaise + 30_000 });
    expect(await cardBalance(cardId)).toBe(100_000);
    expect(await balanceOf(ctx.app, token, 'reward')).toBe(20_000);
    expect(await balanceOf(ctx.app, token)).toBe(providerPaise + 30_000);
    expect((await cancel(order._id)).status).toBe(409);
    expect(await cardBalance(cardId)).toBe(100_000);
  });

  it('a wallet payment racing the cancel is either refunded with the order or refused: no money lost or doubled', async () => {
    const { userId, token } = await walletCustomer(ctx.app);
    const { order } = await orderPaidWithCard(token);
    await credit(ctx.app, userId, 40_000, 'reward');
    const [paid, cancelled] = await Promise.all([payFromWallet(ctx.app, token, order._id, 40_000, 'reward'), cancel(order._id)]);
    expect(cancelled.status).toBe(200);
    expect([200, 400]).toContain(paid.status);
    expect(cancelled.body.data.rewardWalletPaise).toBe(paid.status === 200 ? 40_000 : 0);
    expect(await balanceOf(ctx.app, token, 'reward')).toBe(40_000);
    expect(await balanceOf(ctx.app, token)).toBe(order.paidPaise - 100_000);
  });
});
