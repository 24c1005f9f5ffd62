/**
 * Money defects of issue 13 over real HTTP through the gateway: a cancelled group order is kept and its member sees
 * it (and their share) CANCELLED and can no longer pay; a gift card's payment names its provider's key id (null for
 * the local test provider, Razorpay's key id otherwise) so the web can open either checkout.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { addTraveller, departureWithSeats, ERRORS, onSalePackages } from '../support/commerce.ts';
import { contractClient, type UserError } from '../support/contract-users.ts';
import { contractStack } from '../support/stack-context.ts';
import { callsTo, countUpstreamCalls } from '../support/upstream-calls.ts';

const stack = contractStack();
const client = contractClient(stack, { mobilePrefix: '72', clientIp: '198.51.100.72', label: 'money' });

const CREATE = `mutation($input: CreateGroupOrderInput!) { createGroupOrder(input: $input) { groupOrder { id } ${ERRORS} } }`;
const CANCEL = `mutation($input: CancelGroupOrderInput!) { cancelGroupOrder(input: $input) { cancelledGroupOrderId ${ERRORS} } }`;
const NODE = `query($id: ID!) { node(id: $id) { ... on GroupOrder { status cancelledAt shares { status isViewers } viewerShare { status isPaid } } } }`;
const START = `mutation($input: StartGroupSharePaymentInput!) { startGroupSharePayment(input: $input) { payment { id } ${ERRORS} } }`;
const BUY = `mutation($input: BuyGiftCardInput!) { buyGiftCard(input: $input) { giftCard { id } ${ERRORS} } }`;
const START_CARD = `mutation($input: StartGiftCardPaymentInput!) { startGiftCardPayment(input: $input) { giftCard { provider providerKeyId checkoutUrl } ${ERRORS} } }`;

type Node = { status: string; cancelledAt: string | null; shares: { status: string; isViewers: boolean }[]; viewerShare: { status: string; isPaid: boolean } | null };
const mobileOf = async (token: string) => (await client.run<{ viewer: { mobile: string } }>('query { viewer { mobile } }', {}, token)).viewer.mobile;

let packageId = '';
let date = '';
beforeAll(async () => {
  for (const card of await onSalePackages(stack, 'varanasi-tour')) {
    const found = await departureWithSeats(stack, card._id, 3);
    if (found) {
      packageId = Buffer.from(`Package:${card._id}`).toString('base64');
      date = found.date;
      return;
    }
  }
  throw new Error('no Varanasi departure with 3 seats');
});

describe('a cancelled group order', () => {
  it('stays readable by its member, CANCELLED with their share, and refuses paying it — one REST call per read', async () => {
    const organiser = await client.signedInUser();
    const member = await client.signedInUser();
    const members = [{ contact: await mobileOf(member), persons: 1 }, { contact: 'money-friend@example.com', persons: 1 }];
    const created = (await client.run<{ createGroupOrder: { groupOrder: { id: string } | null; userErrors: UserError[] } }>(CREATE, { input: { title: 'Money yatris', packageId, date, members } }, organiser)).createGroupOrder;
    expect(created.userErrors).toEqual([]);
    const id = created.groupOrder!.id;
    await addTraveller(client, member, 'Lata', '1970-03-14');
    expect((await client.run<{ cancelGroupOrder: { userErrors: UserError[] } }>(CANCEL, { input: { groupOrderId: id } }, organiser)).cancelGroupOrder.userErrors).toEqual([]);
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () => client.run<{ node: Node }>(NODE, { id }, member));
    expect(result.node).toMatchObject({ status: 'CANCELLED', shares: [{ status: 'CANCELLED', isViewers: true }, { status: 'CANCELLED', isViewers: false }], viewerShare: { status: 'CANCELLED', isPaid: false } });
    expect(result.node.cancelledAt).not.toBeNull();
    expect(callsTo(calls, '/get-group-order')).toHaveLength(1);
    const pay = await client.run<{ startGroupSharePayment: { payment: unknown; userErrors: UserError[] } }>(START, { input: { groupOrderId: id, returnPath: '/group-orders/payment' } }, member);
    expect(pay.startGroupSharePayment.payment).toBeNull();
    expect(pay.startGroupSharePayment.userErrors.map((error) => error.message)).toEqual(['This group order is cancelled']);
  });
});

describe("a gift card's payment", () => {
  it('names no key id with the local test provider (its checkout page instead)', async () => {
    const buyer = await client.signedInUser();
    const bought = (await client.run<{ buyGiftCard: { giftCard: { id: string } | null; userErrors: UserError[] } }>(BUY, { input: { amount: 50_000, recipientName: 'Meera Iyer', recipientEmail: 'money-card@example.com', message: '' } }, buyer)).buyGiftCard;
    expect(bought.userErrors).toEqual([]);
    const started = await client.run<{ startGiftCardPayment: { giftCard: { provider: string; providerKeyId: string | null; checkoutUrl: string | null } } }>(START_CARD, { input: { giftCardId: bought.giftCard!.id, returnPath: '/profile/gift-cards/payment' } }, buyer);
    expect(started.startGiftCardPayment.giftCard).toMatchObject({ provider: 'test', providerKeyId: null });
    expect(started.startGiftCardPayment.giftCard.checkoutUrl).toContain('/payment-provider/test/');
  });
});
