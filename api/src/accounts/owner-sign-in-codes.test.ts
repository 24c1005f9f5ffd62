import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAccount, freshClientIp, freshMobile, latestCode, TestClock, trustedClientIp, WEB_DEVICE, type Account } from '../test-support/accounts.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

const clock = new TestClock();
let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ now: clock.now });
});
afterAll(async () => {
  await ctx.database.close();
});

const GAP_MS = 61_000;
const OWNER_HOME = '198.51.100.7';
const capped = { status: 429, message: 'Too many OTP requests. Please try again after an hour' };

const askCode = (account: Account, ip: string) =>
  call(ctx.app, 'POST', '/auth/login-otp', { body: { mobile: account.mobile, countrycode: '+91', deviceIDs: [WEB_DEVICE] }, headers: trustedClientIp(ip) });
const signInWithPassword = (account: Account, ip: string) =>
  call(ctx.app, 'POST', '/auth/login/password', { body: { number: account.mobile, countrycode: '+91', password: account.password, deviceIDs: [WEB_DEVICE] }, headers: trustedClientIp(ip) });
const signInWithCode = async (account: Account, ip: string) =>
  call(ctx.app, 'POST', '/auth/login/otp', { body: { number: account.mobile, countrycode: '+91', otp: await latestCode(ctx.app, account.e164), deviceIDs: [WEB_DEVICE] }, headers: trustedClientIp(ip) });

/** Three strangers' networks each ask the owner's number for its 5 sign-in codes an hour: 15, the all-clients cap. */
async function strangersUseUpTheCodes(account: Account): Promise<string> {
  const strangers = [freshClientIp(), freshClientIp(), freshClientIp()];
  for (const ip of strangers) {
    for (let n = 1; n <= 5; n += 1) {
      clock.advance(GAP_MS);
      expect((await askCode(account, ip)).status, `stranger ${ip} send ${n}`).toBe(200);
    }
  }
  clock.advance(GAP_MS);
  expect((await askCode(account, freshClientIp())).body, 'a fourth stranger meets the all-clients cap').toEqual(capped);
  return strangers[0]!;
}

describe("a stranger using up a number's sign-in codes", () => {
  it('does not stop the owner asking from a network the account signed in from before', async () => {
    const owner = await createAccount(ctx.app);
    expect((await signInWithPassword(owner, OWNER_HOME)).status).toBe(200);
    const stranger = await strangersUseUpTheCodes(owner);
    // At once after a stranger's code: the resend gap of other clients' codes does not apply to the owner either.
    expect((await askCode(owner, stranger)).body).toEqual(capped);
    expect((await askCode(owner, OWNER_HOME)).status, "the owner's own code").toBe(200);
    expect((await signInWithCode(owner, OWNER_HOME)).status).toBe(200);
  });

  it("still holds the owner's own client to its 5 codes an hour and its resend gap", async () => {
    const owner = await createAccount(ctx.app);
    expect((await signInWithPassword(owner, OWNER_HOME)).status).toBe(200);
    await strangersUseUpTheCodes(owner);
    expect((await askCode(owner, OWNER_HOME)).status).toBe(200);
    expect((await askCode(owner, OWNER_HOME)).status, 'the gap after its own code').toBe(429);
    for (let n = 2; n <= 5; n += 1) {
      clock.advance(GAP_MS);
      expect((await askCode(owner, OWNER_HOME)).status, `owner send ${n}`).toBe(200);
    }
    clock.advance(GAP_MS);
    expect((await askCode(owner, OWNER_HOME)).body).toEqual(capped);
  });

  it('gives nothing to a network the account never signed in from, nor to one it signed in from over 90 days ago', async () => {
    const owner = await createAccount(ctx.app);
    expect((await signInWithPassword(owner, OWNER_HOME)).status).toBe(200);
    clock.advance(91 * 24 * 3_600_000);
    await strangersUseUpTheCodes(owner);
    expect((await askCode(owner, OWNER_HOME)).body).toEqual(capped);
    expect((await askCode(owner, '198.51.100.8')).body).toEqual(capped);
  });

  it('remembers the network an OTP sign-in came from', async () => {
    const owner = await createAccount(ctx.app);
    expect((await askCode(owner, '198.51.100.9')).status).toBe(200);
    expect((await signInWithCode(owner, '198.51.100.9')).status).toBe(200);
    clock.advance(3_600_000);
    await strangersUseUpTheCodes(owner);
    expect((await askCode(owner, '198.51.100.9')).status).toBe(200);
  });

  it('remembers the network that proved the mobile at sign-up', async () => {
    const mobile = freshMobile();
    const from = trustedClientIp('198.51.100.10');
    const added = await call<{ data: { user: { _id: string } } }>(ctx.app, 'POST', '/user/add-user', {
      body: { source: 'web', email: `owner${mobile}@example.com`, password: 'om-namah-7', mobile, location: { phonecode: '+91' }, deviceIDs: [WEB_DEVICE] },
      headers: from,
    });
    const owner = { userId: added.body.data.user._id, email: '', mobile, e164: `+91${mobile}`, password: 'om-namah-7' };
    const verified = await call(ctx.app, 'POST', '/user/user-verify', { body: { otp: await latestCode(ctx.app, owner.e164), user: owner.userId, deviceIDs: [WEB_DEVICE] }, headers: from });
    expect(verified.status).toBe(200);
    clock.advance(3_600_000);
    await strangersUseUpTheCodes(owner);
    expect((await askCode(owner, '198.51.100.10')).status).toBe(200);
  });
});
