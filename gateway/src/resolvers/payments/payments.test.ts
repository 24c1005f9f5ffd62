import { describe, expect, it } from 'vitest';
import { encodeGlobalId } from '../../domain/relay/index.ts';
import { USER_TOKEN } from '../../testing/fake-accounts.ts';
import { fakeCart, fakeCommerceUpstream, fakeOrder, GOOD_SIGNATURE, PRICE_CHANGED } from '../../testing/fake-commerce.ts';
import { TRAVELLER_ID } from '../../testing/fake-travellers.ts';
import { testGateway } from '../../testing/gateway.ts';

const signedIn = { authorization: `Bearer ${USER_TOKEN}` };
const ERRORS = 'userErrors { code message field }';
const PAYMENT = 'id internalId kind amount { paise } status provider providerOrderId checkoutUrl providerKeyId';
const START = `mutation($input: StartPaymentInput!) { startPayment(input: $input) { payment { ${PAYMENT} } ${ERRORS} } }`;
const START_BALANCE = `mutation($input: StartBalancePaymentInput!) { startBalancePayment(input: $input) { payment { ${PAYMENT} } ${ERRORS} } }`;
const RESULT = `payment { internalId kind status } order { internalId status paid { paise } balance { paise } payments { internalId } } viewer { cart { total { paise } } orderCounts { processing } } ${ERRORS}`;
const COMPLETE = `mutation($input: CompletePaymentInput!) { completePayment(input: $input) { ${RESULT} } }`;
const FAIL = `mutation($input: FailPaymentInput!) { failPayment(input: $input) { ${RESULT} } }`;

type Started = { payment: { id: string; internalId: string } | null; userErrors: unknown[] };

async function started(gateway: ReturnType<typeof testGateway>, kind?: string): Promise<{ id: string; internalId: string }> {
  const { data } = await gateway.execute(START, { input: { returnPath: '/check-out/payment', ...(kind ? { kind } : {}) } }, signedIn);
  const { payment } = data?.startPayment as Started;
  if (payment === null) throw new Error('the payment did not start');
  return payment;
}

describe('startPayment and startBalancePayment', () => {
  it('starts a FULL payment by default with the return URL on the web origin', async () => {
    const upstream = fakeCommerceUpstream({ cart: fakeCart([TRAVELLER_ID], null) });
    const gateway = testGateway(upstream.fetch, { webOrigin: 'https://yatra.example' });
    const { data } = await gateway.execute(START, { input: { returnPath: '/check-out/payment?from=cart' } }, signedIn);
    const payment = (data?.startPayment as Started).payment as Record<string, unknown>;
    expect(payment).toMatchObject({ kind: 'FULL', amount: { paise: 10_500_053 }, status: 'CREATED', provider: 'test', providerKeyId: null });
    expect(payment.id).toBe(encodeGlobalId('Payment', payment.internalId as string));
    expect(upstream.callsTo('/payment/initiate')[0]?.body).toEqual({ kind: 'FULL', returnUrl: 'https://yatra.example/check-out/payment?from=cart', source: 'web' });
    expect(upstream.callsTo('/payment/initiate')[0]?.method).toBe('PUT');
  });

  it('refuses a return path off the site and a BALANCE kind before any call', async () => {
    const upstream = fakeCommerceUpstream({ cart: fakeCart([TRAVELLER_ID], null) });
    const gateway = testGateway(upstream.fetch);
    const { data } = await gateway.execute(START, { input: { returnPath: '//evil.example/pay', kind: 'BALANCE' } }, signedIn);
    expect(data?.startPayment).toEqual({
      payment: null,
      userErrors: [
        { code: 'INVALID_INPUT', message: 'Pay the whole amount (FULL) or the advance (ADVANCE); a balance is paid with startBalancePayment', field: 'kind' },
        { code: 'INVALID_INPUT', message: 'The return path must be a path on this site, such as /check-out/payment', field: 'returnPath' },
      ],
    });
    expect(upstream.callsTo('/payment')).toHaveLength(0);
  });

  it('answers the api’s refusal as it wrote it, and another type of ID as NOT_FOUND', async () => {
    const upstream = fakeCommerceUpstream();
    const gateway = testGateway(upstream.fetch);
    expect((await gateway.execute(START, { input: { returnPath: '/check-out' } }, signedIn)).data?.startPayment).toEqual({
      payment: null,
      userErrors: [{ code: 'INVALID_INPUT', message: 'Your cart is empty', field: null }],
    });
    const wrongType = await gateway.execute(START_BALANCE, { input: { orderId: encodeGlobalId('Payment', 'x'), returnPath: '/profile' } }, signedIn);
    expect((wrongType.data?.startBalancePayment as Started).userErrors).toEqual([{ code: 'NOT_FOUND', message: 'Order not found', field: 'orderId' }]);
    const foreign = await gateway.execute(START_BALANCE, { input: { orderId: encodeGlobalId('Order', 'e'.repeat(24)), returnPath: '/profile' } }, signedIn);
    expect((foreign.data?.startBalancePayment as Started).userErrors).toEqual([{ code: 'NOT_FOUND', message: 'Order not found', field: 'orderId' }]);
  });
});

describe('completePayment and failPayment', () => {
  it('confirms a FULL payment (on no order yet) with /payment/success: the order, the emptied cart and the counts after it', async () => {
    const upstream = fakeCommerceUpstream({ cart: fakeCart([TRAVELLER_ID], null) });
    const gateway = testGateway(upstream.fetch);
    const payment = await started(gateway);
    const input = { paymentId: payment.id, providerPaymentId: 'pay_1', signature: GOOD_SIGNATURE };
    const { data } = await gateway.execute(COMPLETE, { input }, signedIn);
    expect(data?.completePayment).toMatchObject({
      payment: { internalId: payment.internalId, kind: 'FULL', status: 'SUCCEEDED' },
      order: { status: 'PROCESSING', paid: { paise: 10_500_053 }, balance: { paise: 0 }, payments: [{ internalId: payment.internalId }] },
      viewer: { cart: null, orderCounts: { processing: 1 } },
      userErrors: [],
    });
    expect(upstream.callsTo('/payment/success')[0]?.body).toEqual({ paymentId: payment.internalId, providerPaymentId: 'pay_1', signature: GOOD_SIGNATURE, source: 'web' });
    expect(upstream.callsTo('/payment/pending-success')).toHaveLength(0);
  });

  it('confirms a replay of a FULL payment, now on its order, with /payment/success again', async () => {
    const upstream = fakeCommerceUpstream({ cart: fakeCart([TRAVELLER_ID], null) });
    const gateway = testGateway(upstream.fetch);
    const payment = await started(gateway);
    const input = { paymentId: payment.id, providerPaymentId: 'pay_1', signature: GOOD_SIGNATURE };
    const first = await gateway.execute(COMPLETE, { input }, signedIn);
    const replay = await gateway.execute(COMPLETE, { input }, signedIn);
    expect((replay.data?.completePayment as { order: unknown }).order).toEqual((first.data?.completePayment as { order: unknown }).order);
    expect(upstream.callsTo('/payment/success')).toHaveLength(2);
  });

  it('confirms a BALANCE payment with /payment/pending-success, its kind read with GET /payment/{id} first (no order pages)', async () => {
    const order = fakeOrder(1, { paidPaise: 2_625_014, balancePaise: 7_875_039 });
    const upstream = fakeCommerceUpstream({ orders: [order] });
    const gateway = testGateway(upstream.fetch);
    const { data } = await gateway.execute(START_BALANCE, { input: { orderId: encodeGlobalId('Order', order._id), returnPath: '/profile#booking' } }, signedIn);
    const { payment } = data?.startBalancePayment as Started;
    expect(payment).toMatchObject({ kind: 'BALANCE', amount: { paise: 7_875_039 } });
    const input = { paymentId: payment?.id, providerPaymentId: 'pay_2', signature: GOOD_SIGNATURE };
    const completed = await testGateway(upstream.fetch).execute(COMPLETE, { input }, signedIn); // a new request: nothing primed
    expect(completed.data?.completePayment).toMatchObject({ payment: { kind: 'BALANCE', status: 'SUCCEEDED' }, order: { paid: { paise: 10_500_053 }, balance: { paise: 0 } }, userErrors: [] });
    expect(upstream.calls.filter((call) => /payment|orders/.test(call.url.pathname)).map((call) => `${call.url.pathname.replace('/api/v1', '')}${call.url.search}`)).toEqual([
      '/payment/pending-initiate',
      `/payment/${payment?.internalId}`,
      '/payment/pending-success',
      '/get-orders-count?status=PROCESSING&status=COMPLETED&status=CANCELLED',
    ]);
  });

  it('passes expectedAmount as expectedAmountPaise and answers the api’s 409 when the cart now costs another amount', async () => {
    const upstream = fakeCommerceUpstream({ cart: fakeCart([TRAVELLER_ID], null) });
    const gateway = testGateway(upstream.fetch);
    const STALE = `mutation($input: StartPaymentInput!) { startPayment(input: $input) { payment { id } viewer { cart { total { paise } } } ${ERRORS} } }`;
    const stale = await gateway.execute(STALE, { input: { returnPath: '/check-out/payment', expectedAmount: 10_000_000 } }, signedIn);
    expect(stale.data?.startPayment).toEqual({
      payment: null,
      viewer: { cart: { total: { paise: 10_500_053 } } },
      userErrors: [{ code: 'REJECTED', message: PRICE_CHANGED, field: null }],
    });
    const shown = await gateway.execute(START, { input: { returnPath: '/check-out/payment', expectedAmount: 10_500_053 } }, signedIn);
    expect((shown.data?.startPayment as Started).payment).not.toBeNull();
    expect(upstream.callsTo('/payment/initiate').map((call) => (call.body as { expectedAmountPaise?: number }).expectedAmountPaise)).toEqual([10_000_000, 10_500_053]);
  });

  it('reads any of the caller’s payments as a node (a booking payment on no order too), and another user’s as null', async () => {
    const upstream = fakeCommerceUpstream({ cart: fakeCart([TRAVELLER_ID], null) });
    const payment = await started(testGateway(upstream.fetch));
    const NODE = 'query($id: ID!) { node(id: $id) { ... on Payment { internalId kind status } } }';
    const read = await testGateway(upstream.fetch).execute(NODE, { id: payment.id }, signedIn);
    expect(read.data?.node).toEqual({ internalId: payment.internalId, kind: 'FULL', status: 'CREATED' });
    const foreign = await testGateway(upstream.fetch).execute(NODE, { id: encodeGlobalId('Payment', 'f'.repeat(24)) }, signedIn);
    expect(foreign.data?.node).toBeNull();
  });

  it('answers a forged signature with the api’s message on signature and changes nothing', async () => {
    const upstream = fakeCommerceUpstream({ cart: fakeCart([TRAVELLER_ID], null) });
    const gateway = testGateway(upstream.fetch);
    const payment = await started(gateway);
    const { data } = await gateway.execute(COMPLETE, { input: { paymentId: payment.id, providerPaymentId: 'pay_1', signature: '0'.repeat(64) } }, signedIn);
    expect(data?.completePayment).toEqual({
      payment: null,
      order: null,
      viewer: { cart: { total: { paise: 10_500_053 } }, orderCounts: { processing: 0 } },
      userErrors: [{ code: 'INVALID_INPUT', message: 'Payment verification failed', field: 'signature' }],
    });
  });

  it('records a failure: the payment FAILED, no order; completing it afterwards is refused', async () => {
    const upstream = fakeCommerceUpstream({ cart: fakeCart([TRAVELLER_ID], null) });
    const gateway = testGateway(upstream.fetch);
    const payment = await started(gateway);
    const failed = await gateway.execute(FAIL, { input: { paymentId: payment.id, reason: ' Customer chose failure ' } }, signedIn);
    expect(failed.data?.failPayment).toMatchObject({ payment: { status: 'FAILED' }, order: null, viewer: { orderCounts: { processing: 0 } }, userErrors: [] });
    expect(upstream.callsTo('/payment/fail')[0]?.body).toEqual({ paymentId: payment.internalId, reason: 'Customer chose failure', source: 'web' });
    const late = await gateway.execute(COMPLETE, { input: { paymentId: payment.id, providerPaymentId: 'pay_1', signature: GOOD_SIGNATURE } }, signedIn);
    expect((late.data?.completePayment as Started).userErrors).toEqual([{ code: 'REJECTED', message: 'This payment has failed', field: 'paymentId' }]);
  });

  it('refuses another type of ID, an empty provider answer and a signed-out caller before any call', async () => {
    const upstream = fakeCommerceUpstream();
    const gateway = testGateway(upstream.fetch);
    const input = { paymentId: encodeGlobalId('Order', 'x'), providerPaymentId: ' ', signature: GOOD_SIGNATURE };
    expect((await gateway.execute(COMPLETE, { input }, signedIn)).data?.completePayment).toMatchObject({
      userErrors: [
        { code: 'NOT_FOUND', message: 'Payment not found', field: 'paymentId' },
        { code: 'INVALID_INPUT', message: "The payment provider's answer is missing", field: 'providerPaymentId' },
      ],
    });
    expect((await gateway.execute(FAIL, { input: { paymentId: encodeGlobalId('Payment', 'x') } })).data?.failPayment).toEqual({
      payment: null,
      order: null,
      viewer: null,
      userErrors: [{ code: 'UNAUTHENTICATED', message: 'Please sign in to continue', field: null }],
    });
    expect(upstream.callsTo('/payment')).toHaveLength(0);
  });
});
