import { beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from '../test-support/accounts.ts';
import { bookAndPay } from '../test-support/bookings.ts';
import { newCustomer } from '../test-support/commerce.ts';
import { testAppPerFile } from '../test-support/test-app.ts';
import type { PushMessage, PushResult, PushSender } from './push-sender.ts';

/** A sender like a slow or failing FCM: each send waits for the test to release it, then answers or throws. */
function heldSender() {
  const sent: PushMessage[] = [];
  let release: (fail: boolean) => void = () => undefined;
  let held = new Promise<boolean>((resolve) => (release = resolve));
  const sender: PushSender = {
    async send(message): Promise<PushResult> {
      sent.push(message);
      if (await held) throw new Error('FCM: 503');
      return { token: message.token, outcome: 'sent' };
    },
  };
  const rehold = () => (held = new Promise<boolean>((resolve) => (release = resolve)));
  return { sender, sent, release: (fail: boolean) => release(fail), rehold };
}

const push = heldSender();
const ctx = testAppPerFile({ push: push.sender });
const device = { deviceID: 'android-slow', deviceName: 'pixel', modelNo: '8', operaingSystem: 'Android 15', firebaseToken: 'fcm-slow-token', deviceType: 'android' };

let customer: string;
beforeAll(async () => {
  customer = await newCustomer(ctx.app);
  expect((await call(ctx.app, 'POST', '/user/push-token', { token: customer, body: device })).status).toBe(200);
});

describe('a paid booking with a slow or failing push sender', () => {
  it('answers the payment while the sender still waits, and the notification goes out after the commit', async () => {
    const order = await bookAndPay(ctx.app, customer, 'somnath-dwarka-nageshwar-tour');
    expect(order.reference).toMatch(/^PT-/);
    await vi.waitFor(() => expect(push.sent).toHaveLength(1));
    expect(push.sent[0]).toMatchObject({ token: 'fcm-slow-token', data: { kind: 'order-paid', orderId: order._id } });
    push.release(false);
  });

  it('pays even when the sender fails, and only logs the failure', async () => {
    push.rehold();
    const order = await bookAndPay(ctx.app, customer, 'somnath-dwarka-nageshwar-tour');
    expect(order.status).toBe('PROCESSING');
    push.release(true);
    await vi.waitFor(() => expect(ctx.errors.map((args) => args[0])).toContain('push notification failed:'));
  });
});
