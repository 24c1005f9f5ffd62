/**
 * Push (issue 13) over real HTTP: `registerPushToken` stores a signed-in device's token (`POST /user/push-token`),
 * and a paid booking then sends that device a notification through the default sender, the outbox; signed out
 * and without a token the mutation answers user errors and calls nothing.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { addTraveller, commerceSteps, departureWithSeats, onSalePackages } from '../support/commerce.ts';
import { contractClient, type UserError } from '../support/contract-users.ts';
import { restGet, type Envelope } from '../support/rest.ts';
import { contractStack } from '../support/stack-context.ts';
import { callsTo, countUpstreamCalls } from '../support/upstream-calls.ts';

const stack = contractStack();
const client = contractClient(stack, { mobilePrefix: '83', clientIp: '198.51.100.183', label: 'push' });
const steps = commerceSteps(client, stack);
const REGISTER = 'mutation($input: RegisterPushTokenInput!) { registerPushToken(input: $input) { registered userErrors { code message field } } }';
type Payload = { registerPushToken: { registered: boolean; userErrors: UserError[] } };
const TOKEN = `fcm-contract-${process.pid}`;
const device = (firebaseToken: string | null) => ({ deviceID: `web-push-${process.pid}`, deviceName: 'windows', modelNo: 'Chrome 138', operaingSystem: 'Windows 10', deviceType: 'web', firebaseToken });

let user = '';
beforeAll(async () => {
  user = await client.signedInUser();
});

describe('registerPushToken', () => {
  it('stores the token with one REST call, and a paid booking notifies that device through the outbox', async () => {
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, () => client.run<Payload>(REGISTER, { input: { device: device(TOKEN) } }, user));
    expect(result.registerPushToken).toEqual({ registered: true, userErrors: [] });
    expect(callsTo(calls, '/user/push-token')).toHaveLength(1);
    const [card] = (await onSalePackages(stack, 'char-dham')).filter((one) => !one.prices.isApplySeatOption);
    const departure = await departureWithSeats(stack, card!._id, 1);
    const traveller = await addTraveller(client, user, 'Meera', '1970-01-01');
    const order = await steps.bookAndPay(user, { packageId: Buffer.from(`Package:${card!._id}`).toString('base64'), date: departure!.date, travellerIds: [traveller] });
    // Sent after the payment's commit, in the background: the answer never waits for the sender.
    const outbox = await vi.waitFor(async () => {
      const queued = await restGet<Envelope<{ channel: string; body: string }[]>>(stack.apiBaseUrl, `/dev/outbox?to=${TOKEN}`, stack.outboxToken);
      expect(queued.body.data).toHaveLength(1);
      return queued;
    });
    expect(outbox.body.data[0]!.channel).toBe('push');
    expect(JSON.parse(outbox.body.data[0]!.body)).toMatchObject({ title: 'Booking confirmed', data: { kind: 'order-paid', orderId: order.internalId } });
  });

  it('asks a visitor to sign in and a device without a token for one, calling nothing', async () => {
    const { result, calls } = await countUpstreamCalls(stack.proxyUrl, async () => [await client.run<Payload>(REGISTER, { input: { device: device(TOKEN) } }), await client.run<Payload>(REGISTER, { input: { device: device(null) } }, user)]);
    expect(result[0]!.registerPushToken).toEqual({ registered: false, userErrors: [{ code: 'UNAUTHENTICATED', message: 'Please sign in to continue', field: null }] });
    expect(result[1]!.registerPushToken.userErrors).toEqual([{ code: 'INVALID_INPUT', message: 'A push token is required', field: 'device.firebaseToken' }]);
    expect(callsTo(calls, '/user/push-token')).toEqual([]);
  });
});
