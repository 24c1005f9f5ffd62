import { beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createAccount, outboxFor, signInByMobile, type Account } from '../test-support/accounts.ts';
import { bookAndPay } from '../test-support/bookings.ts';
import { pushTokensOf } from './devices.ts';
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

describe('a push token moving to another account (a shared or resold phone)', () => {
  const phone = { deviceID: 'android-shared', deviceName: 'pixel', deviceType: 'android' } as const;
  const signInOnPhone = async (account: Account, firebaseToken?: string) => {
    const answer = await call<{ data: { token: string } }>(ctx.app, 'POST', '/auth/login/password', {
      body: { number: account.mobile, countrycode: '+91', password: account.password, deviceIDs: [{ ...phone, ...(firebaseToken ? { firebaseToken } : {}) }] },
    });
    expect(answer.status).toBe(200);
    return answer.body.data.token;
  };
  /** The tokens an account's notifications go to (what notifyUser reads). */
  const tokensOf = (account: Account) => pushTokensOf(ctx.database.db, account.userId);

  it("stops the first account's notifications once the second registers the phone's token", async () => {
    const [first, second] = [await createAccount(ctx.app), await createAccount(ctx.app)];
    const firstSession = await signInOnPhone(first);
    expect((await call(ctx.app, 'POST', '/user/push-token', { token: firstSession, body: device('fcm-shared-1', phone.deviceID) })).status).toBe(200);
    const secondSession = await signInOnPhone(second);
    expect((await call(ctx.app, 'POST', '/user/push-token', { token: secondSession, body: device('fcm-shared-1', phone.deviceID) })).status).toBe(200);
    expect(await tokensOf(first)).toEqual([]);
    expect(await tokensOf(second)).toEqual(['fcm-shared-1']);
    const order = await bookAndPay(ctx.app, secondSession, 'somnath-dwarka-nageshwar-tour');
    await vi.waitFor(async () => expect((await outboxFor(ctx.app, 'fcm-shared-1')).map((message) => message.body).join()).toContain(order.reference));
  });

  it('takes the token from the earlier account when the app signs in with it', async () => {
    const [first, second] = [await createAccount(ctx.app), await createAccount(ctx.app)];
    await signInOnPhone(first, 'fcm-shared-2');
    await signInOnPhone(second, 'fcm-shared-2');
    expect(await tokensOf(first)).toEqual([]);
    expect(await tokensOf(second)).toEqual(['fcm-shared-2']);
  });

  it("signing out of the phone stops that account's notifications there, and only there", async () => {
    const account = await createAccount(ctx.app);
    const session = await signInOnPhone(account, 'fcm-shared-3');
    const web = await signInByMobile(ctx.app, account);
    expect((await call(ctx.app, 'POST', '/user/push-token', { token: web, body: device('fcm-web-3') })).status).toBe(200);
    expect((await tokensOf(account)).sort()).toEqual(['fcm-shared-3', 'fcm-web-3']);
    expect((await call(ctx.app, 'POST', '/auth/logout', { token: session })).status).toBe(200);
    expect(await tokensOf(account)).toEqual(['fcm-web-3']);
  });
});
