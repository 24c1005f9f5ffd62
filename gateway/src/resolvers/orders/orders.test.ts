import { describe, expect, it } from 'vitest';
import { encodeCursor, encodeGlobalId } from '../../domain/relay/index.ts';
import { USER_TOKEN } from '../../testing/fake-accounts.ts';
import { fakeCommerceUpstream, fakeOrder, PACKAGE_ID } from '../../testing/fake-commerce.ts';
import { testGateway } from '../../testing/gateway.ts';

const signedIn = { authorization: `Bearer ${USER_TOKEN}` };
const ORDERS = /* GraphQL */ `
  query Orders($status: OrderStatus, $first: Int, $after: String) {
    viewer {
      orders(status: $status, first: $first, after: $after) {
        totalCount
        pageInfo { hasNextPage hasPreviousPage endCursor }
        edges { cursor node { id reference status package { title } total { label } balance { paise } } }
      }
      orderCounts { processing completed cancelled }
    }
  }
`;
const NODE = /* GraphQL */ `query Node($id: ID!) { node(id: $id) { __typename ... on Order { reference travellers { fullName gender dateOfBirth price { label } } } ... on Payment { kind } } }`;

/** 12 orders of packages 1..12, newest first; every third one COMPLETED. */
const twelveOrders = () => Array.from({ length: 12 }, (_, index) => fakeOrder(index + 1, { status: index % 3 === 2 ? 'COMPLETED' : 'PROCESSING' }));
type Page = { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string }; edges: { cursor: string; node: { reference: string; package: { title: string } } }[] };

describe('Viewer.orders and Viewer.orderCounts', () => {
  it('pages the orders with offset cursors; a page of 10 costs one /get-orders, one /packages batch and one counts call', async () => {
    const upstream = fakeCommerceUpstream({ orders: twelveOrders() });
    const gateway = testGateway(upstream.fetch);
    const { data, errors } = await gateway.execute(ORDERS, {}, signedIn);
    expect(errors).toBeUndefined();
    const viewer = data?.viewer as { orders: Page; orderCounts: unknown };
    expect(viewer.orders.totalCount).toBe(12);
    expect(viewer.orders.edges.map((edge) => edge.node.package.title)).toEqual(Array.from({ length: 10 }, (_, index) => `Package ${index + 1}`));
    expect(viewer.orders.edges[0]?.node).toMatchObject({ id: encodeGlobalId('Order', fakeOrder(1)._id), reference: 'PT-2027-000001', total: { label: '₹1,05,000.53' }, balance: { paise: 0 } });
    expect(viewer.orders.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false, endCursor: encodeCursor(9) });
    expect(viewer.orderCounts).toEqual({ processing: 8, completed: 4, cancelled: 0 });
    const pages = () => upstream.calls.filter((call) => call.url.pathname.endsWith('/get-orders'));
    expect(pages().map((call) => call.url.search)).toEqual(['?otype=package&page=1&limit=10']);
    expect(upstream.callsTo('/packages')).toHaveLength(1);
    expect(upstream.callsTo('/get-orders-count')[0]?.url.search).toBe('?status=PROCESSING&status=COMPLETED&status=CANCELLED');

    const next = await gateway.execute(ORDERS, { after: viewer.orders.pageInfo.endCursor, status: 'PROCESSING' }, signedIn);
    const page = (next.data?.viewer as { orders: Page }).orders;
    expect(page.totalCount).toBe(8);
    expect(pages().at(-1)?.url.search).toBe('?status=PROCESSING&otype=package&page=2&limit=10');
  });

  it('keeps every /get-orders page within its limit of 50, even for a window no single page covers', async () => {
    const upstream = fakeCommerceUpstream({ orders: Array.from({ length: 60 }, (_, index) => fakeOrder(index + 1, { packageId: PACKAGE_ID })) });
    const { data, errors } = await testGateway(upstream.fetch).execute(ORDERS, { first: 40, after: encodeCursor(14) }, signedIn);
    expect(errors).toBeUndefined();
    expect((data?.viewer as { orders: Page }).orders.edges[0]?.node.reference).toBe('PT-2027-000016');
    expect(upstream.calls.filter((call) => call.url.pathname.endsWith('/get-orders')).map((call) => call.url.search)).toEqual([
      '?otype=package&page=1&limit=40',
      '?otype=package&page=2&limit=40',
    ]);
  });

  it('refuses a page size outside 1..50', async () => {
    const { errors } = await testGateway(fakeCommerceUpstream().fetch).execute(ORDERS, { first: 51 }, signedIn);
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('node(id:) of an Order or a Payment', () => {
  it('answers the owner’s order (one call per id, cached) with its travellers as booked', async () => {
    const order = fakeOrder(3);
    const upstream = fakeCommerceUpstream({ orders: [order] });
    const id = encodeGlobalId('Order', order._id);
    const query = `query($id: ID!) { a: node(id: $id) { ... on Order { reference } } b: node(id: $id) { ... on Order { status } } }`;
    const gateway = testGateway(upstream.fetch);
    expect((await gateway.execute(NODE, { id }, signedIn)).data?.node).toEqual({
      __typename: 'Order',
      reference: 'PT-2027-000003',
      travellers: [{ fullName: 'Asha Rao', gender: 'FEMALE', dateOfBirth: '1962-08-15', price: { label: '₹1,00,000.50' } }],
    });
    expect((await gateway.execute(query, { id }, signedIn)).data).toEqual({ a: { reference: 'PT-2027-000003' }, b: { status: 'PROCESSING' } });
    expect(upstream.callsTo('/get-order/')).toHaveLength(2);
  });

  it('answers null for an id the api does not give this user (404) and for a visitor, without a call', async () => {
    const upstream = fakeCommerceUpstream({ orders: [fakeOrder(1)] });
    const gateway = testGateway(upstream.fetch);
    expect((await gateway.execute(NODE, { id: encodeGlobalId('Order', 'f'.repeat(24)) }, signedIn)).data).toEqual({ node: null });
    expect((await gateway.execute(NODE, { id: encodeGlobalId('Payment', 'f'.repeat(24)) }, signedIn)).data).toEqual({ node: null });
    const calls = upstream.calls.length;
    expect((await gateway.execute(NODE, { id: encodeGlobalId('Order', fakeOrder(1)._id) })).data).toEqual({ node: null });
    expect(upstream.calls).toHaveLength(calls);
  });

  it('answers the owner’s payments with GET /payment/{id} (no order pages), null for a payment the api does not give this user', async () => {
    const paid = fakeOrder(2);
    const balance = { ...paid.payments[0], _id: 'f'.repeat(23) + '1', kind: 'BALANCE' as const, orderId: paid._id, amountPaise: 100, status: 'CREATED' as const, provider: 'test' as const, providerOrderId: 'test_order_b', providerPaymentId: null, checkoutUrl: null, providerKeyId: null, createdAt: '2026-11-23T10:00:00.000Z', paidAt: null, refundDuePaise: 0, walletType: null };
    const upstream = fakeCommerceUpstream({ orders: [fakeOrder(1), { ...paid, payments: [balance] }] });
    const gateway = testGateway(upstream.fetch);
    const query = `query($a: ID!, $b: ID!) { a: node(id: $a) { ... on Payment { kind amount { paise } } } b: node(id: $b) { __typename } }`;
    const { data } = await gateway.execute(query, { a: encodeGlobalId('Payment', balance._id), b: encodeGlobalId('Payment', 'f'.repeat(24)) }, signedIn);
    expect(data).toEqual({ a: { kind: 'BALANCE', amount: { paise: 100 } }, b: null });
    expect(upstream.callsTo('/payment/')).toHaveLength(2);
    expect(upstream.callsTo('/get-orders')).toHaveLength(0);
  });
});

describe('Order.package and its snapshot', () => {
  it('answers null for a package the catalogue no longer lists, with the title and slug as booked', async () => {
    const order = fakeOrder(1, { packageId: 'f'.repeat(24), packageTitle: 'Kailash Mansarovar Yatra 2027', packageSlug: 'kailash-2027' });
    const upstream = fakeCommerceUpstream({ orders: [order] });
    const query = `query($id: ID!) { node(id: $id) { ... on Order { package { title } packageTitle packageSlug } } }`;
    const { data, errors } = await testGateway(upstream.fetch).execute(query, { id: encodeGlobalId('Order', order._id) }, signedIn);
    expect(errors).toBeUndefined();
    expect(data?.node).toEqual({ package: null, packageTitle: 'Kailash Mansarovar Yatra 2027', packageSlug: 'kailash-2027' });
  });
});

describe('what an order was paid with', () => {
  /** An order of ₹10,000 paid ₹9,000: a ₹5,000 gift card, a ₹2,000 advance, ₹1,500 from the wallet and ₹500 of reward credit. */
  const paidWith = () => {
    const order = fakeOrder(4);
    const line = (n: number, kind: 'ADVANCE' | 'BALANCE', provider: 'test' | 'wallet', amountPaise: number, walletType: 'customer' | 'reward' | null) => ({
      _id: 'f'.repeat(23) + n, orderId: order._id, kind, provider, providerOrderId: `o${n}`, providerPaymentId: `pay${n}`, checkoutUrl: null, providerKeyId: null,
      amountPaise, status: 'SUCCEEDED' as const, createdAt: '2026-11-23T10:00:00.000Z', paidAt: '2026-11-23T10:00:00.000Z', refundDuePaise: 0, walletType,
    });
    return {
      ...order,
      totalPaise: 1_000_000, paidPaise: 900_000, balancePaise: 100_000,
      payments: [line(1, 'ADVANCE', 'test', 200_000, null), line(2, 'BALANCE', 'wallet', 150_000, 'customer'), line(3, 'BALANCE', 'wallet', 50_000, 'reward')],
      giftCardPaise: 500_000,
      giftCards: [{ _id: 'd'.repeat(24), codeLast4: 'PW3C', amountPaise: 500_000, createdAt: '2026-11-23T09:59:00.000Z', refundedAt: null }],
    };
  };
  const PARTS = `giftCardAmount { label } giftCards { codeLast4 amount { paise label } createdAt refundedAt } payments { kind provider walletType refundDue { paise } amount { paise } }`;

  it('answers the gift card parts (last 4 of the code) and each payment with its wallet, in the one /get-order call', async () => {
    const order = paidWith();
    const upstream = fakeCommerceUpstream({ orders: [order] });
    const { data, errors } = await testGateway(upstream.fetch).execute(`query($id: ID!) { node(id: $id) { ... on Order { paid { paise } ${PARTS} } } }`, { id: encodeGlobalId('Order', order._id) }, signedIn);
    expect(errors).toBeUndefined();
    expect(data?.node).toEqual({
      paid: { paise: 900_000 },
      giftCardAmount: { label: '₹5,000' },
      giftCards: [{ codeLast4: 'PW3C', amount: { paise: 500_000, label: '₹5,000' }, createdAt: '2026-11-23T09:59:00.000Z', refundedAt: null }],
      payments: [
        { kind: 'ADVANCE', provider: 'test', walletType: null, refundDue: { paise: 0 }, amount: { paise: 200_000 } },
        { kind: 'BALANCE', provider: 'wallet', walletType: 'CUSTOMER', refundDue: { paise: 0 }, amount: { paise: 150_000 } },
        { kind: 'BALANCE', provider: 'wallet', walletType: 'REWARD', refundDue: { paise: 0 }, amount: { paise: 50_000 } },
      ],
    });
    expect(upstream.callsTo('/get-order/')).toHaveLength(1);
  });

  it('answers them for a page of orders from the /get-orders page alone, and none from an api that predates them', async () => {
    const { giftCardPaise: _paise, giftCards: _cards, ...older } = fakeOrder(5);
    const upstream = fakeCommerceUpstream({ orders: [paidWith(), older as typeof older & Pick<ReturnType<typeof fakeOrder>, 'giftCards' | 'giftCardPaise'>] });
    const { data, errors } = await testGateway(upstream.fetch).execute(`{ viewer { orders { edges { node { ${PARTS} } } } } }`, {}, signedIn);
    expect(errors).toBeUndefined();
    const nodes = (data?.viewer as { orders: { edges: { node: { giftCards: { codeLast4: string }[]; giftCardAmount: { label: string } } }[] } }).orders.edges.map((edge) => edge.node);
    expect(nodes.map((node) => [node.giftCardAmount.label, node.giftCards.map((part) => part.codeLast4)])).toEqual([['₹5,000', ['PW3C']], ['₹0', []]]);
    expect(upstream.callsTo('/get-orders')).toHaveLength(1);
    expect(upstream.callsTo('/get-order/')).toHaveLength(0);
  });
});
