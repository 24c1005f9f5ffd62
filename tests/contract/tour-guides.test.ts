/**
 * Tour guides (issue 13) over real HTTP: a booked order's `tourGuides` (name, mobile, e-mail) through the gateway,
 * a page of orders costing one `POST /user/get-tour-guides`; another user gets a null node and 404 from the route.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { addTraveller, commerceSteps, departureWithSeats, onSalePackages, type OrderAnswer } from '../support/commerce.ts';
import { contractClient } from '../support/contract-users.ts';
import { contractStack } from '../support/stack-context.ts';
import { callsTo, countUpstreamCalls } from '../support/upstream-calls.ts';

const stack = contractStack();
const client = contractClient(stack, { mobilePrefix: '82', clientIp: '198.51.100.182', label: 'guides' });
const steps = commerceSteps(client, stack);
type Guide = { id: string; name: string; mobile: string; email: string };
const ORDERS = 'query { viewer { orders(first: 10) { edges { node { internalId tourGuides { id name mobile email } } } } } }';
const NODE = 'query($id: ID!) { node(id: $id) { ... on Order { tourGuides { name } } } }';

let owner = '';
let stranger = '';
const orders: OrderAnswer[] = [];
beforeAll(async () => {
  [owner, stranger] = [await client.signedInUser(), await client.signedInUser()];
  const traveller = await addTraveller(client, owner, 'Asha', '1962-08-15');
  const cards = (await onSalePackages(stack, 'char-dham')).filter((card) => !card.prices.isApplySeatOption);
  for (const card of cards) {
    const departure = await departureWithSeats(stack, card._id, 1);
    if (!departure) continue;
    orders.push(await steps.bookAndPay(owner, { packageId: Buffer.from(`Package:${card._id}`).toString('base64'), date: departure.date, travellerIds: [traveller] }));
    if (orders.length === 2) break;
  }
});

describe('Order.tourGuides', () => {
  it("answers each booked order's guides with name, mobile and e-mail, in one REST call for the page", async () => {
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () => client.run<{ viewer: { orders: { edges: { node: { internalId: string; tourGuides: Guide[] } }[] } } }>(ORDERS, {}, owner));
    const nodes = result.viewer.orders.edges.map((edge) => edge.node);
    expect(nodes).toHaveLength(2);
    for (const node of nodes) {
      expect(node.tourGuides).toHaveLength(2);
      for (const guide of node.tourGuides) {
        expect(guide.name.length).toBeGreaterThan(2);
        expect(guide.mobile).toMatch(/^\+\d{10,15}$/);
        expect(guide.email).toMatch(/@example\.com$/);
      }
    }
    expect(callsTo(calls, '/user/get-tour-guides')).toHaveLength(1);
  });

  it("gives another user nothing: a null node and 404 from the REST route", async () => {
    const id = orders[0]!.id;
    expect((await client.run<{ node: unknown }>(NODE, { id }, stranger)).node).toBeNull();
    const response = await fetch(`${stack.apiBaseUrl}/user/get-tour-guides`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stranger}`, 'content-type': 'application/json' },
      body: JSON.stringify({ orderIds: [orders[0]!.internalId] }),
    });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toBe('Order not found');
  });
});
