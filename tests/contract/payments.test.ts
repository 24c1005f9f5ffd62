/**
 * Payments (issue 8) over real HTTP through the gateway with the api's test provider: start → the provider's
 * signed answer (HMAC-SHA256 with this run's PAYMENT_TEST_SECRET, as the provider's page signs it) → a
 * PROCESSING order; a forged signature changes nothing; a replay answers the same order; a failure makes no
 * order; an advance leaves a balance that startBalancePayment settles; user B can touch none of A's.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { PackageCard } from '../support/catalogue-rest-types.ts';
import {
  addTraveller,
  commerceSteps,
  departureWithSeats,
  FAIL_PAYMENT,
  onSalePackages,
  providerAnswer,
  START_BALANCE_PAYMENT,
  type PaymentAnswer,
  type PaymentResult,
  type RestDeparture,
} from '../support/commerce.ts';
import { contractClient, type UserError } from '../support/contract-users.ts';
import { contractStack } from '../support/stack-context.ts';
import { callsTo, countUpstreamCalls } from '../support/upstream-calls.ts';

const stack = contractStack();
const client = contractClient(stack, { mobilePrefix: '95', clientIp: '198.51.100.20', label: 'payments' });
const steps = commerceSteps(client, stack);

const packageGlobalId = (id: string) => Buffer.from(`Package:${id}`).toString('base64');
type Started = { payment: PaymentAnswer | null; userErrors: UserError[] };
const countsOf = async (token: string) =>
  (await client.run<{ viewer: { orderCounts: { processing: number }; cart: { total: { paise: number } } | null } }>('{ viewer { orderCounts { processing } cart { total { paise } } } }', {}, token)).viewer;
const failPayment = async (token: string, input: Record<string, unknown>) => (await client.run<{ failPayment: PaymentResult }>(FAIL_PAYMENT, { input }, token)).failPayment;
const startBalance = async (token: string, orderId: string) =>
  (await client.run<{ startBalancePayment: Started }>(START_BALANCE_PAYMENT, { input: { orderId, returnPath: '/profile#booking' } }, token)).startBalancePayment;

let card: PackageCard;
let departure: RestDeparture;
beforeAll(async () => {
  const kailash = await onSalePackages(stack, 'kailash-mansarovar');
  const found = kailash.find((candidate) => !candidate.prices.isApplySeatOption);
  if (found === undefined) throw new Error('the seed has no ordinary Kailash package');
  card = found;
  const seats = await departureWithSeats(stack, card._id, 12); // a departure more than 30 days away (Kailash runs June–September) with room for this file
  if (seats === null) throw new Error(`${card.slug} has no departure with 12 seats`);
  departure = seats;
});

/** A fresh user with a cart of one traveller on the file's departure. */
async function userWithCart(): Promise<{ token: string; total: number }> {
  const token = await client.signedInUser();
  const { cart, userErrors } = await steps.addToCart(token, { packageId: packageGlobalId(card._id), date: departure.date, travellerIds: [await addTraveller(client, token, 'Asha', '1962-08-15')] });
  if (cart === null) throw new Error(`addToCart refused: ${JSON.stringify(userErrors)}`);
  return { token, total: cart.total.paise };
}

describe('start → complete', () => {
  it('starts a FULL payment with the test provider and turns the cart into a PROCESSING order', async () => {
    const { token, total } = await userWithCart();
    const { payment, userErrors } = await steps.startPayment(token);
    expect(userErrors).toEqual([]);
    expect(payment).toMatchObject({ kind: 'FULL', status: 'CREATED', provider: 'test', amount: { paise: total }, providerKeyId: null });
    expect(payment?.checkoutUrl).toBe(`${stack.apiOrigin}/payment-provider/test/${payment?.providerOrderId}`);
    const page = await fetch(payment?.checkoutUrl ?? '');
    expect(page.status).toBe(200);

    const result = await steps.paySigned(token, payment as PaymentAnswer);
    expect(result.userErrors).toEqual([]);
    expect(result.payment).toMatchObject({ internalId: payment?.internalId, status: 'SUCCEEDED' });
    expect(result.order).toMatchObject({ status: 'PROCESSING', total: { paise: total }, paid: { paise: total }, balance: { paise: 0 }, departureDate: departure.date, package: { internalId: card._id } });
    expect(result.order?.reference).toMatch(/^PT-\d{4}-\d{6}$/);
    expect(result.order?.payments).toEqual([{ internalId: payment?.internalId, kind: 'FULL', status: 'SUCCEEDED', amount: { paise: total } }]);
    expect(result.viewer).toEqual({ cart: null, orderCounts: { processing: 1 } });
  });

  it('sends the customer back to the web origin with the provider page’s signed answer, which completes the payment', async () => {
    const { token } = await userWithCart();
    const { payment } = await steps.startPayment(token, { returnPath: '/check-out/payment?step=pay' });
    const chosen = await fetch(payment?.checkoutUrl ?? '', { method: 'POST', body: new URLSearchParams({ outcome: 'success' }), redirect: 'manual' });
    expect(chosen.status).toBeGreaterThanOrEqual(300);
    const back = new URL(chosen.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(`${stack.webOrigin}/check-out/payment`);
    expect(back.searchParams.get('step')).toBe('pay');
    expect(back.searchParams.get('status')).toBe('success');
    const result = await steps.completePayment(token, {
      paymentId: Buffer.from(`Payment:${back.searchParams.get('paymentId')}`).toString('base64'),
      providerPaymentId: back.searchParams.get('providerPaymentId'),
      signature: back.searchParams.get('signature'),
    });
    expect(result).toMatchObject({ payment: { internalId: payment?.internalId, status: 'SUCCEEDED' }, order: { status: 'PROCESSING' }, userErrors: [] });
    const offSite = await steps.startPayment(token, { returnPath: '//evil.example/pay' });
    expect(offSite).toEqual({ payment: null, userErrors: [{ code: 'INVALID_INPUT', message: 'The return path must be a path on this site, such as /check-out/payment', field: 'returnPath' }] });
  });

  it('refuses a forged signature and changes nothing; the genuine answer still completes it', async () => {
    const { token, total } = await userWithCart();
    const { payment } = await steps.startPayment(token);
    const genuine = providerAnswer(stack.paymentTestSecret, payment?.providerOrderId ?? '');
    const forged = await steps.completePayment(token, { paymentId: payment?.id, providerPaymentId: genuine.providerPaymentId, signature: providerAnswer('not-the-secret-of-this-run', payment?.providerOrderId ?? '').signature });
    expect(forged).toMatchObject({ payment: null, order: null, userErrors: [{ code: 'INVALID_INPUT', message: 'Payment verification failed', field: 'signature' }] });
    const tampered = await steps.completePayment(token, { paymentId: payment?.id, providerPaymentId: 'pay_someone_else', signature: genuine.signature });
    expect(tampered.userErrors).toEqual([{ code: 'INVALID_INPUT', message: 'Payment verification failed', field: 'signature' }]);
    expect(await countsOf(token)).toEqual({ orderCounts: { processing: 0 }, cart: { total: { paise: total } } });
    const completed = await steps.completePayment(token, { paymentId: payment?.id, ...genuine });
    expect(completed.order?.status).toBe('PROCESSING');
  });

  it('answers a replay of the verified answer with the same order and nothing new', async () => {
    const { token } = await userWithCart();
    const { payment } = await steps.startPayment(token);
    const answer = { paymentId: payment?.id, ...providerAnswer(stack.paymentTestSecret, payment?.providerOrderId ?? '') };
    const first = await steps.completePayment(token, answer);
    const replay = await steps.completePayment(token, answer);
    expect(replay.userErrors).toEqual([]);
    expect(replay.order).toEqual(first.order);
    expect((await countsOf(token)).orderCounts).toEqual({ processing: 1 });
  });

  it('records a failure: no order, the cart kept; a verified answer arriving afterwards still books (the money was captured)', async () => {
    const { token, total } = await userWithCart();
    const { payment } = await steps.startPayment(token);
    const failed = await failPayment(token, { paymentId: payment?.id, reason: 'Customer chose failure' });
    expect(failed).toMatchObject({ payment: { status: 'FAILED' }, order: null, viewer: { cart: { total: { paise: total } }, orderCounts: { processing: 0 } }, userErrors: [] });
    expect((await failPayment(token, { paymentId: payment?.id })).payment?.status).toBe('FAILED');
    expect((await countsOf(token)).orderCounts).toEqual({ processing: 0 });
    // Review #2 (api): once the signature verifies, the seats are held again and the order made (else REFUND_DUE).
    const late = await steps.paySigned(token, payment as PaymentAnswer);
    expect(late).toMatchObject({ payment: { status: 'SUCCEEDED' }, order: { status: 'PROCESSING', paid: { paise: total } }, userErrors: [] });
    expect((await countsOf(token)).orderCounts).toEqual({ processing: 1 });
  });
});

describe('part payment', () => {
  it('pays the advance, leaves the balance due, then settles it with a BALANCE payment confirmed on pending-success', async () => {
    const token = await client.signedInUser();
    const { cart } = await steps.addToCart(token, { packageId: packageGlobalId(card._id), date: departure.date, travellerIds: [await addTraveller(client, token, 'Asha', '1962-08-15')] });
    const advance = cart?.minimumAdvance?.paise;
    if (advance === undefined || cart === null) throw new Error('no part payment offered for a departure more than 30 days away');
    const { payment } = await steps.startPayment(token, { kind: 'ADVANCE' });
    expect(payment).toMatchObject({ kind: 'ADVANCE', amount: { paise: advance } });
    const booked = await steps.paySigned(token, payment as PaymentAnswer);
    expect(booked.order).toMatchObject({ status: 'PROCESSING', total: { paise: cart.total.paise }, paid: { paise: advance }, balance: { paise: cart.total.paise - advance } });

    const balance = await startBalance(token, booked.order?.id ?? '');
    expect(balance.payment).toMatchObject({ kind: 'BALANCE', status: 'CREATED', amount: { paise: cart.total.paise - advance } });
    const { result: settled, calls } = await countUpstreamCalls(stack.proxyUrl, () => steps.paySigned(token, balance.payment as PaymentAnswer));
    expect(settled.order).toMatchObject({ internalId: booked.order?.internalId, paid: { paise: cart.total.paise }, balance: { paise: 0 } });
    expect(settled.order?.payments.map((paid) => [paid.kind, paid.status])).toEqual([['ADVANCE', 'SUCCEEDED'], ['BALANCE', 'SUCCEEDED']]);
    // The kind is read with the api's GET /payment/{id}, then confirmed on pending-success: no /get-orders paging.
    expect(callsTo(calls, '/payment').map((call) => `${call.method} ${call.path}`)).toEqual([
      `GET /api/v1/payment/${balance.payment?.internalId}`,
      'PUT /api/v1/payment/pending-success',
    ]);
    expect(callsTo(calls, '/get-orders')).toEqual([]);
    expect((await startBalance(token, booked.order?.id ?? '')).userErrors).toEqual([{ code: 'INVALID_INPUT', message: 'Nothing is due on this order', field: null }]);
  });
});

describe('the amount shown', () => {
  it('refuses to charge another amount than the one shown, with the api’s message and the cart as it is now', async () => {
    const { token, total } = await userWithCart();
    const STALE = `mutation($input: StartPaymentInput!) { startPayment(input: $input) { payment { id } viewer { cart { total { paise } } } userErrors { code message field } } }`;
    const stale = await client.run<{ startPayment: unknown }>(STALE, { input: { returnPath: '/check-out/payment', expectedAmount: total + 100 } }, token);
    expect(stale.startPayment).toEqual({
      payment: null,
      viewer: { cart: { total: { paise: total } } },
      userErrors: [{ code: 'REJECTED', message: 'The price of your booking has changed. Please review it and pay again.', field: null }],
    });
    const { payment, userErrors } = await steps.startPayment(token, { expectedAmount: total });
    expect(userErrors).toEqual([]);
    expect(payment?.amount.paise).toBe(total);
  });
});

describe('upstream calls of completePayment', () => {
  it('reads the payment once and confirms it once (≤ 2 calls), plus one call per kind of data the payload asks for', async () => {
    const { token } = await userWithCart();
    const { payment } = await steps.startPayment(token);
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () => steps.paySigned(token, payment as PaymentAnswer));
    expect(result.order?.status).toBe('PROCESSING');
    // The payload's reads: its order's package (`/packages`), the viewer (`/user`), the emptied cart and the counts.
    const payloadReads = ['/packages', '/user', '/cart', '/get-orders-count'];
    const isPayloadRead = (call: (typeof calls)[number]) => payloadReads.some((path) => callsTo([call], path).length > 0);
    expect(calls.filter((call) => !isPayloadRead(call)).map((call) => `${call.method} ${call.path}`)).toEqual([
      `GET /api/v1/payment/${payment?.internalId}`,
      'PUT /api/v1/payment/success',
    ]);
    expect(calls.length).toBeLessThanOrEqual(2 + payloadReads.length);
  });
});

describe('ownership', () => {
  it("never lets user B complete, fail or see user A's payment, nor pay A's balance", async () => {
    const { token: owner } = await userWithCart();
    const stranger = await client.signedInUser();
    const { payment } = await steps.startPayment(owner, { kind: 'ADVANCE' });
    const answer = { paymentId: payment?.id, ...providerAnswer(stack.paymentTestSecret, payment?.providerOrderId ?? '') };
    expect((await steps.completePayment(stranger, answer)).userErrors).toEqual([{ code: 'NOT_FOUND', message: 'Payment not found', field: 'paymentId' }]);
    expect((await failPayment(stranger, { paymentId: payment?.id })).userErrors).toEqual([{ code: 'NOT_FOUND', message: 'Payment not found', field: 'paymentId' }]);
    const booked = await steps.completePayment(owner, answer);
    expect(booked.order?.status).toBe('PROCESSING');
    expect((await startBalance(stranger, booked.order?.id ?? '')).userErrors).toEqual([{ code: 'NOT_FOUND', message: 'Order not found', field: 'orderId' }]);
    const node = 'query($id: ID!) { node(id: $id) { __typename } }';
    expect((await client.run<{ node: unknown }>(node, { id: payment?.id }, stranger)).node).toBeNull();
    expect((await client.run<{ node: unknown }>(node, { id: payment?.id }, owner)).node).toEqual({ __typename: 'Payment' });
    const direct = await fetch(`${stack.apiBaseUrl}/payment/fail`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${stranger}`, 'content-type': 'application/json' },
      body: JSON.stringify({ paymentId: payment?.internalId }),
    });
    expect(direct.status).toBe(404);
  });

  it('asks a signed-out caller to sign in, with no upstream call', async () => {
    const { calls, result } = await countUpstreamCalls(stack.proxyUrl, () => steps.startPayment(undefined));
    expect(result).toEqual({ payment: null, userErrors: [{ code: 'UNAUTHENTICATED', message: 'Please sign in to continue', field: null }] });
    expect(calls).toEqual([]);
  });
});
