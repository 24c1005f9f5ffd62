/**
 * Group orders (issue 13) over real HTTP through the gateway: the organiser creates one, a member fills, pays and is
 * seen paid; the shares add up to the order; a non-member reads null (and 404 from every REST route); a page of
 * group orders costs one REST call whatever the number of shares, and the viewer's share one more per group order.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { addTraveller, departureWithSeats, restDepartures, ERRORS, MONEY, onSalePackages, providerAnswer, type RestDeparture } from '../support/commerce.ts';
import { contractClient, type UserError } from '../support/contract-users.ts';
import { restGet } from '../support/rest.ts';
import { contractStack } from '../support/stack-context.ts';
import { callsTo, countUpstreamCalls } from '../support/upstream-calls.ts';

const stack = contractStack();
const client = contractClient(stack, { mobilePrefix: '86', clientIp: '198.51.100.186', label: 'group-orders' });

type Share = { internalId: string; member: string; persons: number; total: { paise: number }; paid: { paise: number }; isPaid: boolean; isViewers: boolean };
type Group = { id: string; internalId: string; title: string; persons: number; total: { paise: number }; paid: { paise: number }; balance: { paise: number }; shares: Share[] };
const GROUP_FIELDS = `id internalId title persons total { ${MONEY} } paid { ${MONEY} } balance { ${MONEY} } shares { internalId member persons total { ${MONEY} } paid { ${MONEY} } isPaid isViewers }`;
const CREATE = `mutation($input: CreateGroupOrderInput!) { createGroupOrder(input: $input) { groupOrder { ${GROUP_FIELDS} } ${ERRORS} } }`;
const UPDATE = `mutation($input: UpdateGroupOrderShareInput!) { updateGroupOrderShare(input: $input) { share { persons total { paise } travellers { travellerId passengerType } } groupOrder { total { paise } } ${ERRORS} } }`;
const START = `mutation($input: StartGroupSharePaymentInput!) { startGroupSharePayment(input: $input) { payment { id internalId providerOrderId amount { paise } } ${ERRORS} } }`;
const COMPLETE = `mutation($input: CompleteGroupSharePaymentInput!) { completeGroupSharePayment(input: $input) { payment { status } groupOrder { paidShareCount shares { isPaid } } ${ERRORS} } }`;
const CANCEL = `mutation($input: CancelGroupOrderInput!) { cancelGroupOrder(input: $input) { cancelledGroupOrderId seatsReleased groupOrder { status shares { status } } ${ERRORS} } }`;
const NODE = `query($id: ID!) { node(id: $id) { ... on GroupOrder { ${GROUP_FIELDS} viewerShare { persons total { paise } isPaid } } } }`;
const LIST = `query { viewer { groupOrders(first: 10) { totalCount edges { node { ${GROUP_FIELDS} } } } } }`;

const mobileOf = async (token: string) => (await client.run<{ viewer: { mobile: string } }>('query { viewer { mobile } }', {}, token)).viewer.mobile;
const sumOf = (shares: Share[]) => shares.reduce((sum, share) => sum + share.total.paise, 0);

let packageId = '';
let restPackageId = '';
let departure: RestDeparture;
let organiser = '';
let member = '';
let group: Group;
beforeAll(async () => {
  const cards = await onSalePackages(stack, 'varanasi-tour');
  for (const card of cards) {
    const found = await departureWithSeats(stack, card._id, 6, (candidate) => candidate.date > new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10));
    if (found) {
      restPackageId = card._id;
      packageId = Buffer.from(`Package:${card._id}`).toString('base64');
      departure = found;
      break;
    }
  }
  organiser = await client.signedInUser();
  member = await client.signedInUser();
  const { createGroupOrder } = await client.run<{ createGroupOrder: { groupOrder: Group | null; userErrors: UserError[] } }>(
    CREATE,
    { input: { title: 'Contract yatris', packageId, date: departure.date, members: [{ contact: await mobileOf(organiser), persons: 1 }, { contact: await mobileOf(member), persons: 2 }, { contact: 'friend@example.com', persons: 2 }] } },
    organiser,
  );
  expect(createGroupOrder.userErrors).toEqual([]);
  group = createGroupOrder.groupOrder as Group;
});

describe('group orders', () => {
  it('creates a group order whose shares add up to its total', () => {
    expect(group.shares.map((share) => share.persons)).toEqual([1, 2, 2]);
    expect(group.persons).toBe(5);
    expect(group.total.paise).toBe(sumOf(group.shares));
    expect(group.balance.paise).toBe(group.total.paise);
    expect(group.shares.map((share) => share.isViewers)).toEqual([true, false, false]);
  });

  it('lets a member fill and pay their share, and the organiser sees it paid; the shares still add up', async () => {
    const travellers = [await addTraveller(client, member, 'Lata', '1970-03-14'), await addTraveller(client, member, 'Hari', '1966-11-02', 'MALE')];
    const { updateGroupOrderShare } = await client.run<{ updateGroupOrderShare: { share: { total: { paise: number } } | null; userErrors: UserError[] } }>(UPDATE, { input: { groupOrderId: group.id, travellerIds: travellers } }, member);
    expect(updateGroupOrderShare.userErrors).toEqual([]);
    const { startGroupSharePayment } = await client.run<{ startGroupSharePayment: { payment: { id: string; providerOrderId: string; amount: { paise: number } } | null; userErrors: UserError[] } }>(
      START,
      { input: { groupOrderId: group.id, returnPath: '/group-orders/payment', expectedAmount: updateGroupOrderShare.share?.total.paise } },
      member,
    );
    const payment = startGroupSharePayment.payment!;
    const forged = await client.run<{ completeGroupSharePayment: { userErrors: UserError[] } }>(COMPLETE, { input: { paymentId: payment.id, providerPaymentId: 'pay_x', signature: '0'.repeat(64) } }, member);
    expect(forged.completeGroupSharePayment.userErrors).toEqual([{ code: 'INVALID_INPUT', message: 'Payment verification failed', field: 'signature' }]);
    const answer = providerAnswer(stack.paymentTestSecret, payment.providerOrderId);
    const { completeGroupSharePayment } = await client.run<{ completeGroupSharePayment: { payment: { status: string }; groupOrder: { paidShareCount: number } } }>(COMPLETE, { input: { paymentId: payment.id, ...answer } }, member);
    expect(completeGroupSharePayment).toMatchObject({ payment: { status: 'SUCCEEDED' }, groupOrder: { paidShareCount: 1 } });
    const seen = (await client.run<{ node: Group }>(NODE, { id: group.id }, organiser)).node;
    expect(seen.shares.map((share) => share.isPaid)).toEqual([false, true, false]);
    expect(seen.paid.paise).toBe(payment.amount.paise);
    expect(seen.total.paise).toBe(sumOf(seen.shares));
    expect(seen.balance.paise).toBe(seen.total.paise - payment.amount.paise);
    expect(seen.shares[1]?.member).toBe(await mobileOf(member));
  });

  it('answers a non-member null and userErrors, and the api 404 on every group-order route', async () => {
    const stranger = await client.signedInUser();
    expect((await client.run<{ node: unknown }>(NODE, { id: group.id }, stranger)).node).toBeNull();
    const { updateGroupOrderShare } = await client.run<{ updateGroupOrderShare: { userErrors: UserError[] } }>(UPDATE, { input: { groupOrderId: group.id, travellerIds: [] } }, stranger);
    expect(updateGroupOrderShare.userErrors).toEqual([{ code: 'NOT_FOUND', message: 'Group order not found', field: null }]);
    for (const path of [`/get-group-order/${group.internalId}`, `/group-order-passenger/get-cart/${group.internalId}`]) {
      expect((await restGet(stack.apiBaseUrl, path, stranger)).status, path).toBe(404);
    }
    expect((await client.run<{ viewer: { groupOrders: { totalCount: number } } }>(LIST, {}, stranger)).viewer.groupOrders.totalCount).toBe(0);
  });

  it('reads a page of group orders with all their shares in one REST call, and the viewer share once per group order', async () => {
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () => client.run<{ viewer: { groupOrders: { edges: { node: Group }[] } } }>(LIST, {}, organiser));
    expect(result.viewer.groupOrders.edges[0]?.node.shares).toHaveLength(3);
    expect(callsTo(calls, '/get-group-orders')).toHaveLength(1);
    expect(callsTo(calls, '/get-group-order')).toHaveLength(0);
    const withShare = await countUpstreamCalls(stack.proxyUrl, () => client.run(NODE, { id: group.id }, member));
    expect(callsTo(withShare.calls, '/get-group-order')).toHaveLength(1);
    expect(callsTo(withShare.calls, '/group-order-passenger/get-cart')).toHaveLength(1);
  });

  it('lets only the organiser cancel, refuses once a share is paid, and keeps an unpaid one CANCELLED with its seats given back', async () => {
    type Cancel = { cancelGroupOrder: { cancelledGroupOrderId: string | null; seatsReleased: number | null; groupOrder: { status: string; shares: { status: string }[] } | null; userErrors: UserError[] } };
    const paid = await client.run<Cancel>(CANCEL, { input: { groupOrderId: group.id } }, organiser);
    expect(paid.cancelGroupOrder.userErrors).toEqual([{ code: 'REJECTED', message: 'A share of this group order is already paid, so it can no longer be cancelled', field: 'groupOrderId' }]);
    const seatsLeft = async () => (await restDepartures(stack, restPackageId)).find((row) => row.date === departure.date)?.seatsLeft;
    const before = await seatsLeft();
    const { createGroupOrder } = await client.run<{ createGroupOrder: { groupOrder: Group } }>(CREATE, { input: { title: 'Cancelled yatris', packageId, date: departure.date, members: [{ contact: 'cancel@example.com', persons: 2 }] } }, organiser);
    expect(await seatsLeft()).toBe(before! - 2);
    const byMember = await client.run<Cancel>(CANCEL, { input: { groupOrderId: createGroupOrder.groupOrder.id } }, member);
    expect(byMember.cancelGroupOrder.userErrors).toEqual([{ code: 'NOT_FOUND', message: 'Group order not found', field: 'groupOrderId' }]);
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () => client.run<Cancel>(CANCEL, { input: { groupOrderId: createGroupOrder.groupOrder.id } }, organiser));
    expect(result.cancelGroupOrder).toEqual({ cancelledGroupOrderId: createGroupOrder.groupOrder.id, seatsReleased: 2, groupOrder: { status: 'CANCELLED', shares: [{ status: 'CANCELLED' }] }, userErrors: [] });
    expect(callsTo(calls, '/group-orders')).toHaveLength(1);
    expect(callsTo(calls, '/get-group-order')).toHaveLength(1);
    expect(await seatsLeft()).toBe(before);
    const again = await client.run<Cancel>(CANCEL, { input: { groupOrderId: createGroupOrder.groupOrder.id } }, organiser);
    expect(again.cancelGroupOrder.userErrors).toEqual([{ code: 'REJECTED', message: 'This group order is already cancelled', field: 'groupOrderId' }]);
  });
  it('refuses a group order holding more unpaid seats than one organiser may, as a userError, holding nothing', async () => {
    const before = (await restDepartures(stack, restPackageId)).find((row) => row.date === departure.date)?.seatsLeft;
    const members = [{ contact: 'cousin@example.com', persons: 11 }, { contact: 'aunt@example.com', persons: 10 }];
    const { createGroupOrder } = await client.run<{ createGroupOrder: { groupOrder: Group | null; userErrors: UserError[] } }>(
      CREATE,
      { input: { title: 'Too many', packageId, date: departure.date, members } },
      await client.signedInUser(),
    );
    expect(createGroupOrder).toEqual({ groupOrder: null, userErrors: [{ code: 'REJECTED', message: 'A group order can hold at most 20 unpaid seats', field: null }] });
    expect((await restDepartures(stack, restPackageId)).find((row) => row.date === departure.date)?.seatsLeft).toBe(before);
  });
});
