/**
 * Issue 14 crash safety: the api, a child process on a PGlite data directory (and on PostgreSQL when
 * API_TEST_DATABASE_URL is set), is killed with SIGKILL while a sign-up, a payment callback and a wallet spend
 * are inside their transactions (API_TEST_CRASH_POINT). After each restart nothing of the cut write is there,
 * and the same request then succeeds once: a replayed callback answers the same order.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { WALLET_USER } from '../seed/wallet/wallet-user.ts';
import { call, createAccount, freshMobile, latestCode, signInByMobile, WEB_DEVICE } from '../test-support/accounts.ts';
import { addToCart, addTraveller, initiate, ordinaryDeparture, packageIdOf, pressOnProviderPage, type OrderAnswer } from '../test-support/commerce.ts';
import { startApiProcess, type ApiProcess } from './api-process.ts';
import { throwAwayStorages } from './storages.ts';

const SLUG = 'tirupati-balaji-darshan';
const storages = await throwAwayStorages();
afterAll(() => Promise.all(storages.map((storage) => storage.drop())));

/** Sends a request that reaches the crash point, waits for it there, and kills the api: the request never answers. */
async function cutAt(api: ApiProcess, point: Parameters<ApiProcess['crashed']>[0], request: () => Promise<unknown>): Promise<void> {
  const sent = request().catch(() => 'cut');
  await api.crashed(point);
  await api.kill();
  expect(await sent).toBe('cut');
}

const walletBalance = async (api: ApiProcess, token: string) =>
  (await call<{ data: { balancePaise: number } }>(api.app, 'GET', '/get-wallet?wallettype=customer', { token })).body.data.balancePaise;
const walletEntries = async (api: ApiProcess, token: string) =>
  (await call<{ total: number }>(api.app, 'GET', '/wallet/transactions-paging?wallettype=customer&limit=5&page=1', { token })).body.total;
const ordersOf = async (api: ApiProcess, token: string) =>
  (await call<{ data: OrderAnswer[] }>(api.app, 'GET', '/get-orders?page=1&limit=10', { token })).body.data;

describe.each(storages)('kill -9 inside a write transaction on $name', (storage) => {
  it('leaves no half-written user, order or ledger entry, and the cut request then succeeds once', async () => {
    // The first api prepares a pending sign-up, a customer's started payment and the seeded wallet user's balance, then is cut in the callback.
    let api = await startApiProcess(storage.env, 'payment-callback');
    const mobile = freshMobile();
    const added = await call<{ data: { user: { _id: string } } }>(api.app, 'POST', '/user/add-user', {
      body: { source: 'web', email: `crash${mobile}@example.com`, password: 'om-namah-7', mobile, location: { phonecode: '+91' }, deviceIDs: [WEB_DEVICE] },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const verify = { otp: await latestCode(api.app, `+91${mobile}`), user: added.body.data.user._id, deviceIDs: [WEB_DEVICE] };
    const customer = await signInByMobile(api.app, await createAccount(api.app, { confirmEmail: false }));
    const departure = await ordinaryDeparture(api.app, SLUG);
    await addToCart(api.app, customer, { packageID: packageIdOf(SLUG), yatraDate: departure.date, PassengerList: [await addTraveller(api.app, customer)] });
    const returned = await pressOnProviderPage(api.app, (await initiate(api.app, customer)).body.data, 'success');
    const callback = { paymentId: returned.get('paymentId'), providerPaymentId: returned.get('providerPaymentId'), signature: returned.get('signature'), source: 'web' };
    const walletUser = await signInByMobile(api.app, { mobile: Number(WALLET_USER.mobile.slice(3)), password: WALLET_USER.password });
    const [balanceBefore, entriesBefore] = [await walletBalance(api, walletUser), await walletEntries(api, walletUser)];
    await cutAt(api, 'payment-callback', () => call(api.app, 'PUT', '/payment/success', { token: customer, body: callback }));

    api = await startApiProcess(storage.env, 'sign-up');
    expect(await ordersOf(api, customer)).toEqual([]);
    const settled = await call<{ data: { order: OrderAnswer } }>(api.app, 'PUT', '/payment/success', { token: customer, body: callback });
    expect(settled.status, JSON.stringify(settled.body)).toBe(200);
    const replayed = await call<{ data: { order: OrderAnswer } }>(api.app, 'PUT', '/payment/success', { token: customer, body: callback });
    expect(replayed.body.data.order._id).toBe(settled.body.data.order._id);
    expect((await ordersOf(api, customer)).map((order) => order._id)).toEqual([settled.body.data.order._id]);
    await cutAt(api, 'sign-up', () => call(api.app, 'POST', '/user/user-verify', { body: verify }));

    api = await startApiProcess(storage.env, 'wallet-spend');
    const signIn = { number: mobile, countrycode: '+91', password: 'om-namah-7', deviceIDs: [WEB_DEVICE] };
    expect((await call(api.app, 'POST', '/auth/login/password', { body: signIn })).status).not.toBe(200);
    expect((await call(api.app, 'POST', '/user/user-verify', { body: verify })).status).toBe(200);
    expect((await call(api.app, 'POST', '/auth/login/password', { body: signIn })).status).toBe(200);
    const spend = { orderId: WALLET_USER.order.id, amountPaise: 100_000, wallettype: 'customer', source: 'web' };
    await cutAt(api, 'wallet-spend', () => call(api.app, 'POST', '/wallet/request-to-pay', { token: walletUser, body: spend }));

    api = await startApiProcess(storage.env);
    try {
      expect([await walletBalance(api, walletUser), await walletEntries(api, walletUser)]).toEqual([balanceBefore, entriesBefore]);
      const order = (await call<{ data: OrderAnswer }>(api.app, 'GET', `/get-order/${WALLET_USER.order.id}`, { token: walletUser })).body.data;
      expect(order.paidPaise).toBe(WALLET_USER.order.paidPaise);
      const paid = await call<{ data: { balancePaise: number } }>(api.app, 'POST', '/wallet/request-to-pay', { token: walletUser, body: spend });
      expect(paid.body.data.balancePaise).toBe(balanceBefore - 100_000);
      expect(await walletEntries(api, walletUser)).toBe(entriesBefore + 1);
    } finally {
      await api.kill();
    }
  }, 300_000);
});
