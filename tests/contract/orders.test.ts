/**
 * Orders (issue 8) over real HTTP through the gateway: the viewer's orders newest first in pages with cursors and
 * `totalCount`, counts by status in one call, an order's detail as booked, user B getting null for A's order and
 * 404 from every `/get-order*` route, and a page of orders loading its packages in one batch call.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { PackageCard } from '../support/catalogue-rest-types.ts';
import { addTraveller, commerceSteps, departureWithSeats, onSalePackages, ORDER_FIELDS, type OrderAnswer, type RestDeparture } from '../support/commerce.ts';
import { contractClient } from '../support/contract-users.ts';
import { restGet } from '../support/rest.ts';
import { contractStack } from '../support/stack-context.ts';
import { callsTo, countUpstreamCalls } from '../support/upstream-calls.ts';

const stack = contractStack();
const client = contractClient(stack, { mobilePrefix: '94', clientIp: '198.51.100.30', label: 'orders' });
const steps = commerceSteps(client, stack);

const packageGlobalId = (id: string) => Buffer.from(`Package:${id}`).toString('base64');
type Connection = {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null };
  edges: { cursor: string; node: OrderAnswer & { package: { internalId: string; title: string } } }[];
};
const ORDERS = /* GraphQL */ `
  query ContractOrders($status: OrderStatus, $first: Int, $after: String) {
    viewer {
      orders(status: $status, first: $first, after: $after) {
        totalCount
        pageInfo { hasNextPage hasPreviousPage endCursor }
        edges { cursor node { ${ORDER_FIELDS} package { internalId title } } }
      }
      orderCounts { processing completed cancelled }
    }
  }
`;
const ordersOf = async (token: string, variables: Record<string, unknown> = {}) =>
  (await client.run<{ viewer: { orders: Connection; orderCounts: Record<string, number> } }>(ORDERS, variables, token)).viewer;

let bookable: { card: PackageCard; departure: RestDeparture }[] = [];
let owner = '';
let booked: OrderAnswer[] = [];
beforeAll(async () => {
  const cards = (await onSalePackages(stack, 'kailash-mansarovar')).filter((card) => !card.prices.isApplySeatOption);
  for (const card of cards) {
    const departure = await departureWithSeats(stack, card._id, 2);
    if (departure !== null) bookable.push({ card, departure });
    if (bookable.length === 3) break;
  }
  if (bookable.length < 3) throw new Error('the seed has fewer than 3 ordinary Kailash packages with 2 seats');
  owner = await client.signedInUser();
  const travellers = [await addTraveller(client, owner, 'Asha', '1962-08-15'), await addTraveller(client, owner, 'Ravi', '1990-01-01', 'MALE')];
  booked = [];
  for (const { card, departure } of bookable) {
    booked.push(await steps.bookAndPay(owner, { packageId: packageGlobalId(card._id), date: departure.date, travellerIds: travellers }));
  }
});

describe('Viewer.orders and Viewer.orderCounts', () => {
  it('lists the orders newest first in pages with cursors and the total count, and counts them by status', async () => {
    const first = await ordersOf(owner, { first: 2 });
    expect(first.orderCounts).toEqual({ processing: 3, completed: 0, cancelled: 0 });
    expect(first.orders.totalCount).toBe(3);
    expect(first.orders.edges.map((edge) => edge.node.internalId)).toEqual([booked[2]?.internalId, booked[1]?.internalId]);
    expect(first.orders.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const rest = await ordersOf(owner, { first: 2, after: first.orders.pageInfo.endCursor });
    expect(rest.orders.edges.map((edge) => edge.node.internalId)).toEqual([booked[0]?.internalId]);
    expect(rest.orders.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    expect((await ordersOf(owner, { status: 'COMPLETED' })).orders).toMatchObject({ totalCount: 0, edges: [] });
    expect((await ordersOf(owner, { status: 'PROCESSING' })).orders.totalCount).toBe(3);
  });

  it('shows an order as booked: its package, travellers, amounts and payments', async () => {
    const order = booked[0] as OrderAnswer;
    const { node } = await client.run<{ node: OrderAnswer & { package: { title: string } } }>(
      `query($id: ID!) { node(id: $id) { ... on Order { ${ORDER_FIELDS} package { internalId title } packageTitle packageSlug } } }`,
      { id: order.id },
      owner,
    );
    const card = bookable[0]?.card;
    expect(node).toEqual({ ...order, package: { internalId: card?._id, title: card?.title }, packageTitle: card?.title, packageSlug: card?.slug });
    expect(node.travellers.map((traveller) => traveller.fullName)).toEqual(['Asha Yatri', 'Ravi Yatri']);
    expect(node.travellers.reduce((sum, traveller) => sum + traveller.price.paise, 0)).toBe(node.subtotal.paise);
    expect(node).toMatchObject({ status: 'PROCESSING', departureDate: bookable[0]?.departure.date, balance: { paise: 0 } });
    expect(node.paid.paise).toBe(node.total.paise);
  });
});

describe('ownership', () => {
  it("gives user B nothing of user A's orders: null nodes, empty lists and counts, 404 from the api", async () => {
    const stranger = await client.signedInUser();
    const order = booked[0] as OrderAnswer;
    const node = 'query($id: ID!) { node(id: $id) { __typename } }';
    expect((await client.run<{ node: unknown }>(node, { id: order.id }, stranger)).node).toBeNull();
    const paymentId = Buffer.from(`Payment:${order.payments[0]?.internalId}`).toString('base64');
    expect((await client.run<{ node: unknown }>(node, { id: paymentId }, stranger)).node).toBeNull();
    expect((await client.run<{ node: unknown }>(node, { id: paymentId }, owner)).node).toEqual({ __typename: 'Payment' });
    expect((await client.run<{ node: unknown }>(node, { id: order.id })).node).toBeNull();
    const theirs = await ordersOf(stranger);
    expect(theirs).toEqual({ orders: { totalCount: 0, pageInfo: { hasNextPage: false, hasPreviousPage: false, endCursor: null }, edges: [] }, orderCounts: { processing: 0, completed: 0, cancelled: 0 } });
    expect((await restGet(stack.apiBaseUrl, `/get-order/${order.internalId}`, `Bearer ${stranger}`)).status).toBe(404);
    expect((await restGet(stack.apiBaseUrl, `/get-order/${order.internalId}`, `Bearer ${owner}`)).status).toBe(200);
  });
});

describe('upstream calls of orders', () => {
  it('loads a page of orders with one /get-orders call, one /packages batch for all their packages and one counts call', async () => {
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () => ordersOf(owner, { first: 10 }));
    expect(new Set(result.orders.edges.map((edge) => edge.node.package.internalId)).size).toBe(3);
    expect(callsTo(calls, '/get-orders')).toHaveLength(1);
    expect(callsTo(calls, '/get-orders-count')).toHaveLength(1);
    expect(callsTo(calls, '/get-order')).toHaveLength(0);
    const idsAsked = (query: string) => query.split('&').filter((pair) => pair.startsWith('id[]=')).sort().join('&');
    expect(callsTo(calls, '/packages').map((call) => idsAsked(call.query))).toEqual([
      bookable.map(({ card }) => `id[]=${card._id}`).sort().join('&'),
    ]);
  });
});
