/**
 * Gift cards (issue 13) over real HTTP through the gateway: buy → the provider's signed success → a code e-mailed
 * to the recipient (dev outbox) and listed under `viewer.giftCards`; redeemed at check-out, a card pays part of
 * the total and keeps the rest (partial use); two orders paying with one card at once spend its money once; and
 * another user can neither read nor pay someone else's card.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { PackageCard } from '../support/catalogue-rest-types.ts';
import { addTraveller, commerceSteps, departureWithSeats, onSalePackages, providerAnswer, type PaymentAnswer, type RestDeparture } from '../support/commerce.ts';
import { contractClient } from '../support/contract-users.ts';
import { COMPLETE_GIFT_CARD_PAYMENT, giftCardSteps, GIFT_CARD_FIELDS, type GiftCardAnswer } from '../support/gift-cards.ts';
import { restGet, type Envelope } from '../support/rest.ts';
import { contractStack } from '../support/stack-context.ts';
import { callsTo, countUpstreamCalls } from '../support/upstream-calls.ts';

const stack = contractStack();
const client = contractClient(stack, { mobilePrefix: '87', clientIp: '198.51.100.213', label: 'giftcards' });
const steps = commerceSteps(client, stack);
const cards = giftCardSteps(client, stack);
const packageGlobalId = (id: string) => Buffer.from(`Package:${id}`).toString('base64');
let email = 0;
const recipient = () => `giftcards-${process.pid}-${(email += 1)}@example.com`;

let card: PackageCard;
let departure: RestDeparture;
beforeAll(async () => {
  const varanasi = await onSalePackages(stack, 'varanasi-tour');
  const found = varanasi.find((candidate) => !candidate.prices.isApplySeatOption);
  if (found === undefined) throw new Error('the seed has no ordinary Varanasi package');
  card = found;
  const seats = await departureWithSeats(stack, card._id, 6);
  if (seats === null) throw new Error(`${card.slug} has no departure with 6 seats`);
  departure = seats;
});

async function userWithCart(): Promise<{ token: string; total: number }> {
  const token = await client.signedInUser();
  const { cart, userErrors } = await steps.addToCart(token, { packageId: packageGlobalId(card._id), date: departure.date, travellerIds: [await addTraveller(client, token, 'Asha', '1962-08-15')] });
  if (cart === null) throw new Error(`addToCart refused: ${JSON.stringify(userErrors)}`);
  return { token, total: cart.total.paise };
}

const viewerCards = async (token: string) =>
  (await client.run<{ viewer: { giftCards: { sent: GiftCardAnswer[]; received: GiftCardAnswer[] } } }>(`{ viewer { giftCards { sent { ${GIFT_CARD_FIELDS} } received { ${GIFT_CARD_FIELDS} } } } }`, {}, token)).viewer.giftCards;

describe('buying a gift card', () => {
  it('issues a code on the signed success, e-mails it to the recipient and lists it as sent, in one REST call', async () => {
    const token = await client.signedInUser();
    const to = recipient();
    const paid = await cards.buyPaid(token, 250_000, to);
    expect(paid).toMatchObject({ status: 'PAID', amount: { paise: 250_000 }, balance: { paise: 250_000 }, sent: true, checkoutUrl: null });
    const mail = await restGet<Envelope<{ body: string }[]>>(stack.apiBaseUrl, `/dev/outbox?to=${encodeURIComponent(to)}`, stack.outboxToken);
    expect(mail.body.data[0]?.body).toContain(paid.code);
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () => viewerCards(token));
    expect(result.sent.map((one) => one.code)).toEqual([paid.code]);
    expect(callsTo(calls, '/card-order').map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/v1/card-order/get-user-order']);
  });

  it('issues one card when two checkouts are both paid: the second payment is told it will be refunded, a replay the same', async () => {
    const token = await client.signedInUser();
    const bought = (await cards.buy(token, 100_000, recipient())).giftCard!;
    const [first, second] = [(await cards.start(token, bought.id)).giftCard!, (await cards.start(token, bought.id)).giftCard!];
    expect((await cards.complete(token, first)).giftCard).toMatchObject({ status: 'PAID', balance: { paise: 100_000 } });
    const secondPayment = { giftCardId: bought.id, ...providerAnswer(stack.paymentTestSecret, second.checkoutUrl!.split('/').pop()!) };
    const refused = { giftCard: null, userErrors: [{ code: 'REJECTED', message: 'We received your payment, but this gift card was already paid. The money will be refunded to you.', field: null }] };
    const completeSecond = async () => (await client.run<{ completeGiftCardPayment: unknown }>(COMPLETE_GIFT_CARD_PAYMENT, { input: secondPayment }, token)).completeGiftCardPayment;
    expect(await completeSecond()).toEqual(refused);
    expect(await completeSecond()).toEqual(refused);
  });

  it('refuses an amount outside ₹500..₹1,00,000 with the rule on the field, before any call', async () => {
    const token = await client.signedInUser();
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () => cards.buy(token, 40_000, recipient()));
    expect(result.userErrors).toEqual([{ code: 'INVALID_INPUT', message: 'Enter an amount from ₹500 to ₹1,00,000 in whole rupees', field: 'amount' }]);
    expect(callsTo(calls, '/gift-cart')).toEqual([]);
  });
});

describe('redeeming at check-out', () => {
  it('pays part of the total after GST and keeps the remainder on the card (partial use)', async () => {
    const buyer = await client.signedInUser();
    const bought = await cards.buyPaid(buyer, 10_000_000, recipient());
    const { token, total } = await userWithCart();
    const applied = await cards.apply(token, bought.code!.toLowerCase());
    expect(applied.userErrors).toEqual([]);
    expect(applied.cart).toMatchObject({ giftCardAmount: { paise: total - 100 }, amountDue: { paise: 100 }, giftCard: { code: bought.code, remaining: { paise: 10_000_000 - total + 100 } } });
    const { payment } = await steps.startPayment(token, { expectedAmount: 100 });
    expect(payment?.amount.paise).toBe(100);
    const result = await steps.paySigned(token, payment as PaymentAnswer);
    expect(result.order).toMatchObject({ total: { paise: total }, paid: { paise: total }, balance: { paise: 0 } });
    const listed = (await viewerCards(buyer)).sent.find((one) => one.id === bought.id);
    expect(listed?.balance.paise).toBe(10_000_000 - total + 100);
  });

  it('spends one card once when two orders pay with it at once: the other owes its part as a balance and is told so', async () => {
    const owner = await client.signedInUser();
    const bought = await cards.buyPaid(owner, 500_000, recipient());
    const buyers = await Promise.all([userWithCart(), userWithCart()]);
    for (const { token } of buyers) expect((await cards.apply(token, bought.code!)).cart?.giftCardAmount.paise).toBe(500_000);
    const payments = await Promise.all(buyers.map(async ({ token }) => (await steps.startPayment(token)).payment as PaymentAnswer));
    const results = await Promise.all(buyers.map(({ token }, index) => steps.paySigned(token, payments[index]!)));
    expect(results.map((result) => result.order?.balance.paise).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([0, 500_000]);
    // The one that owes the card's part is told so on the payload (the api's message), the other gets none.
    const noticeOf = (balance: number) => results.find((result) => result.order?.balance.paise === balance)?.notice;
    expect(noticeOf(0)).toBeNull();
    expect(noticeOf(500_000)).toBe("Payment successful, but your gift card's balance was spent meanwhile: its part of the total is due as a balance on this order");
    expect((await viewerCards(owner)).sent.find((one) => one.id === bought.id)?.balance.paise).toBe(0);
  });

  it('answers an unknown code on the field and leaves the cart as it was', async () => {
    const { token, total } = await userWithCart();
    const refused = await cards.apply(token, 'GIFT-0000-0000-0000-0000');
    expect(refused.userErrors).toEqual([{ code: 'INVALID_INPUT', message: 'Invalid gift card code', field: 'code' }]);
    const cart = await client.run<{ viewer: { cart: { amountDue: { paise: number }; giftCard: null } } }>('{ viewer { cart { amountDue { paise } giftCard { code } } } }', {}, token);
    expect(cart.viewer.cart).toEqual({ amountDue: { paise: total }, giftCard: null });
  });
});

describe("another user's card", () => {
  it('reads as null and cannot be paid or failed (its owner refetches it as a GiftCard); the api answers 404', async () => {
    const owner = await client.signedInUser();
    const pending = (await cards.buy(owner, 100_000, recipient())).giftCard!;
    const stranger = await client.signedInUser();
    const nodeQuery = 'query($id: ID!) { node(id: $id) { __typename id } }';
    expect((await client.run<{ node: unknown }>(nodeQuery, { id: pending.id }, owner)).node).toEqual({ __typename: 'GiftCard', id: pending.id });
    const node = await client.run<{ node: unknown }>(nodeQuery, { id: pending.id }, stranger);
    expect(node.node).toBeNull();
    const started = await cards.start(stranger, pending.id);
    expect(started).toEqual({ giftCard: null, userErrors: [{ code: 'NOT_FOUND', message: 'Gift card not found', field: 'giftCardId' }] });
    expect((await viewerCards(stranger)).sent).toEqual([]);
    const rest = await restGet(stack.apiBaseUrl, `/card-order/${pending.internalId}`, `Bearer ${stranger}`);
    expect(rest.status).toBe(404);
  });
});

describe("a gift card's part of an order", () => {
  const PAID_WITH = `internalId total { paise } paid { paise } giftCardAmount { paise } giftCards { codeLast4 amount { paise } createdAt refundedAt } payments { kind provider walletType status amount { paise } refundDue { paise } }`;
  type PaidWith = {
    internalId: string; total: { paise: number }; paid: { paise: number }; giftCardAmount: { paise: number };
    giftCards: { codeLast4: string; amount: { paise: number }; createdAt: string; refundedAt: string | null }[];
    payments: { kind: string; provider: string; walletType: string | null; status: string; amount: { paise: number }; refundDue: { paise: number } }[];
  };

  it('reaches GraphQL in the page of orders (one /get-orders call, no call per order): the card by its last 4, and the parts add up to paid', async () => {
    const bought = await cards.buyPaid(await client.signedInUser(), 500_000, recipient());
    const { token, total } = await userWithCart();
    expect((await cards.apply(token, bought.code!)).cart?.giftCardAmount.paise).toBe(500_000);
    await steps.paySigned(token, (await steps.startPayment(token)).payment as PaymentAnswer);
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () =>
      client.run<{ viewer: { orders: { edges: { node: PaidWith }[] } } }>(`{ viewer { orders(first: 10) { edges { node { ${PAID_WITH} } } } } }`, {}, token),
    );
    const [order] = result.viewer.orders.edges.map((edge) => edge.node);
    expect(order).toMatchObject({ total: { paise: total }, paid: { paise: total }, giftCardAmount: { paise: 500_000 } });
    expect(order?.giftCards).toEqual([{ codeLast4: bought.code!.slice(-4), amount: { paise: 500_000 }, createdAt: expect.any(String), refundedAt: null }]);
    expect(order?.payments).toEqual([{ kind: 'FULL', provider: 'test', walletType: null, status: 'SUCCEEDED', amount: { paise: total - 500_000 }, refundDue: { paise: 0 } }]);
    expect(JSON.stringify(result)).not.toContain(bought.code!.slice(0, -4));
    expect(callsTo(calls, '/get-orders')).toHaveLength(1);
    expect(callsTo(calls, '/get-order')).toHaveLength(0);

    const stranger = await client.signedInUser();
    const orderId = Buffer.from(`Order:${order!.internalId}`).toString('base64');
    expect((await client.run<{ node: unknown }>('query($id: ID!) { node(id: $id) { ... on Order { giftCards { codeLast4 } } } }', { id: orderId }, stranger)).node).toBeNull();
    expect((await restGet(stack.apiBaseUrl, `/get-order/${order!.internalId}`, `Bearer ${stranger}`)).status).toBe(404);
  });
});
