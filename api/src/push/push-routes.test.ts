import { beforeAll, describe, expect, it, vi } from 'vitest';
import { call, outboxFor } from '../test-support/accounts.ts';
import { bookAndPay } from '../test-support/bookings.ts';
import { newCustomer } from '../test-support/commerce.ts';
import { testAppPerFile } from '../test-support/test-app.ts';

const ctx = testAppPerFile();
const device = (token: string, deviceID = 'web-chrome-1') => ({ deviceID, deviceName: 'windows', modelNo: 'Chrome 138', operaingSystem: 'Windows 10', firebaseToken: token, deviceType: 'web', source: 'web' });

let customer: string;
beforeAll(async () => {
  customer = await newCustomer(ctx.app);
});

describe('POST /user/push-token', () => {
  it("registers a device's token with its device info", async () => {
    const answer = await call(ctx.app, 'POST', '/user/push-token', { token: customer, body: device('fcm-token-a') });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ message: 'Push notifications enabled', data: { deviceID: 'web-chrome-1', registered: true } });
  });

  it('needs a signed-in user and a token', async () => {
    expect((await call(ctx.app, 'POST', '/user/push-token', { body: device('fcm-token-a') })).status).toBe(401);
    const missing = await call(ctx.app, 'POST', '/user/push-token', { token: customer, body: { ...device(''), firebaseToken: undefined } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('firebaseToken');
  });
});

describe('a paid booking', () => {
  it("notifies each registered device of the buyer once, through the outbox, after the payment's commit", async () => {
    await call(ctx.app, 'POST', '/user/push-token', { token: customer, body: device('fcm-token-b', 'android-1') });
    const order = await bookAndPay(ctx.app, customer, 'somnath-dwarka-nageshwar-tour');
    for (const token of ['fcm-token-a', 'fcm-token-b']) {
      const messages = await vi.waitFor(async () => {
        const queued = await outboxFor(ctx.app, token);
        expect(queued).toHaveLength(1);
        return queued;
      });
      expect(JSON.parse(messages[0]!.body)).toEqual({
        title: 'Booking confirmed',
        body: `Your payment for ${order.packageTitle} was received. Booking ${order.reference}.`,
        data: { kind: 'order-paid', orderId: order._id, path: '/profile#booking' },
      });
    }
  });
});
