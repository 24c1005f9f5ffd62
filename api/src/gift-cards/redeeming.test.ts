import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { giftCardRedemptions, giftCards } from '../db/schema/gift-cards.ts';
import { call } from '../test-support/accounts.ts';
import { addToCart, addTraveller, completeThroughPage, initiate, newCustomer, ordinaryDeparture, packageIdOf, type CartAnswer } from '../test-support/commerce.ts';
import { buyGiftCard } from '../test-support/gift-cards.ts';
import { testAppPerFile } from '../test-support/test-app.ts';

const ctx = testAppPerFile();
const SLUG = 'varanasi-ayodhya-prayagraj-tour';
type GiftCart = CartAnswer & { giftCard: { code: string; appliedPaise: number; remainingPaise: number } | null; giftCardPaise: number; amountDuePaise: number };

let departure: { date: string };
beforeAll(async () => {
  departure = await ordinaryDeparture(ctx.app, SLUG, 8);
});

async function customerWithCart(): Promise<string> {
  const token = await newCustomer(ctx.app);
  const added = await addToCart(ctx.app, token, { packageID: packageIdOf(SLUG), yatraDate: departure.date, PassengerList: [await addTraveller(ctx.app, token)] });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  return token;
}
const apply = (token: string, code: string) => call<{ data: { data: GiftCart } }>(ctx.app, 'POST', '/cart/applyGiftCard', { token, body: { code, source: 'web' } });
const balanceOf = async (id: string) => (await ctx.database.db.select().from(giftCards).where(eq(giftCards.id, id)))[0]!.balancePaise;

describe('redeeming a gift card at check-out', () => {
  it('pays part of the total after GST and keeps the remainder on the card (partial use)', async () => {
    const { card, code } = await buyGiftCard(ctx.app, await newCustomer(ctx.app), 500_000, 'partial@example.com');
    const token = await customerWithCart();
    const applied = await apply(token, code.toLowerCase().replaceAll('-', ' '));
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const cart = applied.body.data.data;
    expect(cart.giftCard).toEqual({ code, balancePaise: 500_000, appliedPaise: 500_000, remainingPaise: 0 });
    expect(cart.amountDuePaise).toBe(cart.totalPaise - 500_000);
    const started = await initiate(ctx.app, token);
    expect(started.body.data.amountPaise).toBe(cart.amountDuePaise);
    const done = await completeThroughPage(ctx.app, token, started.body.data);
    expect(done.body.data.order).toMatchObject({ totalPaise: cart.totalPaise, paidPaise: cart.totalPaise, balancePaise: 0 });
    expect(await balanceOf(card._id)).toBe(0);
    expect((await apply(await customerWithCart(), code)).body.message).toBe('This gift card has been fully used');
  });

  it('takes no more than the total less ₹1, leaving the rest on the card for the next booking', async () => {
    const { card, code } = await buyGiftCard(ctx.app, await newCustomer(ctx.app), 10_000_000, 'large@example.com');
    const token = await customerWithCart();
    const cart = (await apply(token, code)).body.data.data;
    expect(cart).toMatchObject({ giftCardPaise: cart.totalPaise - 100, amountDuePaise: 100 });
    expect(cart.giftCard?.remainingPaise).toBe(10_000_000 - cart.totalPaise + 100);
    const done = await completeThroughPage(ctx.app, token, (await initiate(ctx.app, token)).body.data);
    expect(done.body.data.order.balancePaise).toBe(0);
    expect(await balanceOf(card._id)).toBe(cart.giftCard!.remainingPaise);
  });

  it('refuses an unknown code and changes nothing', async () => {
    const token = await customerWithCart();
    const refused = await apply(token, 'GIFT-0000-0000-0000-0000');
    expect([refused.status, refused.body.message]).toEqual([400, 'Invalid gift card code']);
    expect((await call<{ data: { data: GiftCart } }>(ctx.app, 'GET', '/cart', { token })).body.data.data.giftCard).toBeNull();
  });

  it('spends the same money once when two orders pay with the card at once: the other owes it as a balance', async () => {
    const { card, code } = await buyGiftCard(ctx.app, await newCustomer(ctx.app), 500_000, 'race@example.com');
    const tokens = await Promise.all([customerWithCart(), customerWithCart()]);
    const carts = await Promise.all(tokens.map(async (token) => (await apply(token, code)).body.data.data));
    const payments = await Promise.all(tokens.map(async (token) => (await initiate(ctx.app, token)).body.data));
    const done = await Promise.all(tokens.map((token, index) => completeThroughPage(ctx.app, token, payments[index]!)));
    expect(done.map((answer) => answer.status)).toEqual([200, 200]);
    const balances = done.map((answer) => answer.body.data.order.balancePaise).sort((a, b) => a - b);
    expect(balances).toEqual([0, carts[0]!.giftCardPaise]);
    expect(done.some((answer) => answer.body.message.includes('gift card'))).toBe(true);
    expect(await balanceOf(card._id)).toBe(0);
    const uses = await ctx.database.db.select().from(giftCardRedemptions).where(eq(giftCardRedemptions.giftCardId, card._id));
    expect(uses.map((use) => use.amountPaise)).toEqual([500_000]);
  });
});
