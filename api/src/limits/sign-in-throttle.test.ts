import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client.ts';
import { call, createAccount, freshMobile, latestCode, signInByMobile, trustedClientIp, WEB_DEVICE, type Account } from '../test-support/accounts.ts';
import { createTestApp, createTestAppOver, type TestApp } from '../test-support/test-app.ts';
import { limitersPerFile } from '../test-support/limiter-stores.ts';
import type { LimitsPolicy } from './policy.ts';

let database: Database;
beforeAll(async () => {
  database = (await createTestApp()).database;
});
afterAll(async () => {
  await database.close();
});
// The clock stands still unless a test moves it: retry-after counts in seconds, and a loaded machine
// (or PostgreSQL round trips) must not let one pass between the refusal and its assertion.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const ATTACKER = '203.0.113.50';
const INVALID = { status: 401, message: 'Invalid username or password' };
const waitMessage = (wait: string) => `Too many failed sign-in attempts. Please try again in ${wait} or sign in with OTP.`;

/** A fresh app with a fresh limiter set (the default policy unless overridden) over the file's database. */
/** Memory, or Redis in the project "limits on Redis" (test-support/limiter-stores.ts). */
const limiters = limitersPerFile();
const freshApp = (policy: Partial<LimitsPolicy> = {}): TestApp => createTestAppOver(database, { limits: limiters.limits(policy) });

const signInAs = (ctx: TestApp, email: string, password: string, ip = ATTACKER) =>
  call<{ data: { token: string } }>(ctx.app, 'POST', '/auth/login/password', {
    body: { email, number: 0, password, deviceIDs: [WEB_DEVICE] },
    headers: trustedClientIp(ip),
  });
const guess = (ctx: TestApp, email: string, n: number, ip = ATTACKER) => signInAs(ctx, email, `wrong-guess-${n}`, ip);

async function guessTimes(ctx: TestApp, email: string, times: number): Promise<void> {
  for (let n = 1; n <= times; n += 1) expect((await guess(ctx, email, n)).body, `guess ${n}`).toEqual(INVALID);
}

/** Moves the limiters' clock: Date for the memory limiter, the keys' TTLs in Redis (nothing sleeps). */
const advanceSeconds = (seconds: number): Promise<void> => limiters.advance(seconds);

describe('password sign-in: per-account back-off and lock', () => {
  it('answers the first 5 wrong passwords, then 429 with retry-after without checking the password', async () => {
    const ctx = freshApp();
    const account = await createAccount(ctx.app);
    await guessTimes(ctx, account.email, 5);
    const refused = await signInAs(ctx, account.email, account.password);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ status: 429, message: waitMessage('30 seconds') });
    expect(refused.headers.get('retry-after')).toBe('30');
  });

  it('waits longer after each further failure, locks after 10, and the lock ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const ctx = freshApp();
    const account = await createAccount(ctx.app);
    await guessTimes(ctx, account.email, 5);
    for (const wait of [30, 60, 120, 240]) {
      expect((await guess(ctx, account.email, 0)).headers.get('retry-after'), `still waiting ${wait}`).toBe(String(wait));
      await advanceSeconds(wait);
      expect((await guess(ctx, account.email, 0)).body).toEqual(INVALID);
    }
    await advanceSeconds(480);
    expect((await guess(ctx, account.email, 10)).body, 'the 10th failure').toEqual(INVALID);
    const locked = await signInAs(ctx, account.email, account.password);
    expect(locked.body).toEqual({ status: 429, message: waitMessage('15 minutes') });
    expect(locked.headers.get('retry-after')).toBe('900');
    await advanceSeconds(899);
    expect((await signInAs(ctx, account.email, account.password)).status, 'locked at 14:59').toBe(429);
    await advanceSeconds(1);
    expect((await signInAs(ctx, account.email, account.password)).status, 'the lock is temporary').toBe(200);
  });

  it('counts a burst of parallel guesses one by one: 16 at once, only 5 reach the password check', async () => {
    const ctx = freshApp();
    const account = await createAccount(ctx.app);
    const answers = await Promise.all(Array.from({ length: 16 }, (_, n) => guess(ctx, account.email, n)));
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(11);
  });

  it('answers an unknown e-mail exactly like a known one', async () => {
    const ctx = freshApp();
    const account = await createAccount(ctx.app);
    const answersFor = async (email: string) => {
      const answers = [];
      for (let n = 1; n <= 6; n += 1) {
        const answer = await guess(ctx, email, n);
        answers.push({ status: answer.status, body: answer.body, retryAfter: answer.headers.get('retry-after') });
      }
      return answers;
    };
    expect(await answersFor('nobody-here@example.com')).toEqual(await answersFor(account.email));
  });

  it('a successful sign-in starts the count again', async () => {
    const ctx = freshApp();
    const account = await createAccount(ctx.app);
    await guessTimes(ctx, account.email, 4);
    expect((await signInAs(ctx, account.email, account.password)).status).toBe(200);
    await guessTimes(ctx, account.email, 5);
    expect((await guess(ctx, account.email, 6)).status).toBe(429);
  });

  it('counts the mobile and the e-mail of one account apart, and a success clears both', async () => {
    const ctx = freshApp();
    const account = await createAccount(ctx.app);
    const byMobile = (password: string) =>
      call(ctx.app, 'POST', '/auth/login/password', {
        body: { email: '', number: account.mobile, countrycode: '+91', password, deviceIDs: [WEB_DEVICE] },
        headers: trustedClientIp(ATTACKER),
      });
    for (let n = 1; n <= 5; n += 1) expect((await byMobile(`wrong-${n}`)).body).toEqual(INVALID);
    expect((await byMobile(account.password)).status).toBe(429);
    expect((await signInAs(ctx, account.email, account.password)).status).toBe(200);
    expect((await byMobile(account.password)).status, 'the e-mail sign-in cleared the mobile').toBe(200);
  });
});

describe('password sign-in: the owner unlocks', () => {
  /** Lock policy without the back-off steps, so the lock is reached without moving the clock. */
  const lockedAccount = async (): Promise<{ ctx: TestApp; account: Account }> => {
    const ctx = freshApp({ signInBackoffAfter: 10 });
    const account = await createAccount(ctx.app);
    await guessTimes(ctx, account.email, 10);
    expect((await signInAs(ctx, account.email, account.password)).headers.get('retry-after')).toBe('900');
    return { ctx, account };
  };

  it('by signing in with an OTP', async () => {
    const { ctx, account } = await lockedAccount();
    const phone = { mobile: account.mobile, countrycode: '+91', deviceIDs: [WEB_DEVICE] };
    expect((await call(ctx.app, 'POST', '/auth/login-otp', { body: phone })).status).toBe(200);
    const otp = await latestCode(ctx.app, account.e164);
    const { mobile, ...rest } = phone;
    expect((await call(ctx.app, 'POST', '/auth/login/otp', { body: { ...rest, number: mobile, otp } })).status).toBe(200);
    expect((await signInAs(ctx, account.email, account.password)).status).toBe(200);
  });

  it('by resetting the password', async () => {
    const { ctx, account } = await lockedAccount();
    expect((await call(ctx.app, 'POST', '/user/forgot-password', { body: { email: account.email } })).status).toBe(200);
    const otp = await latestCode(ctx.app, account.email);
    const verified = await call<{ data: { verifiyToken: string } }>(ctx.app, 'POST', '/user/otp-verify-for-reset', {
      body: { email: account.email, otp },
    });
    const newPassword = 'Kailash@2026';
    const reset = await call(ctx.app, 'PUT', '/user/reset-password', {
      body: { verifytoken: verified.body.data.verifiyToken, newpassword: newPassword, confirmpassword: newPassword },
    });
    expect(reset.status).toBe(200);
    expect((await signInAs(ctx, account.email, newPassword)).status).toBe(200);
  });
});

describe('password sign-in: shared unconfirmed e-mails', () => {
  it("another account that gave the same e-mail unconfirmed cannot clear the e-mail's counter", async () => {
    const ctx = freshApp();
    const email = `shared${freshMobile()}@example.com`;
    // The attacker gave the victim's e-mail first, unconfirmed; the victim then signed up with it and confirmed it.
    const attacker = await createAccount(ctx.app, { email, confirmEmail: false, password: 'attacker-pass-1' });
    const victim = await createAccount(ctx.app, { email });
    await guessTimes(ctx, victim.email, 4);
    await signInByMobile(ctx.app, attacker); // the attacker's own success: must not clear `email:<victim's e-mail>`
    expect((await guess(ctx, victim.email, 5)).body).toEqual(INVALID);
    const sixth = await guess(ctx, victim.email, 6);
    expect(sixth.status, 'the 6th failure in a row waits').toBe(429);
  });
});

describe('password sign-in: per client IP', () => {
  it('stops failed attempts from one IP across many accounts, and only that IP', async () => {
    const ctx = freshApp({ signInFailuresPerIp: 3 });
    const account = await createAccount(ctx.app);
    for (let n = 1; n <= 3; n += 1) expect((await guess(ctx, `spray-${n}@example.com`, n)).body).toEqual(INVALID);
    const refused = await signInAs(ctx, account.email, account.password);
    expect(refused.body).toEqual({ status: 429, message: waitMessage('60 minutes') });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3590);
    expect((await signInAs(ctx, account.email, account.password, '198.51.100.7')).status, 'another IP').toBe(200);
  });

  it('does not count a right password against the IP', async () => {
    const ctx = freshApp({ signInFailuresPerIp: 2 });
    const account = await createAccount(ctx.app);
    for (let n = 1; n <= 3; n += 1) expect((await signInAs(ctx, account.email, account.password)).status).toBe(200);
  });

  it('trusts x-client-ip only with the proxy key: forged addresses all count as the one peer', async () => {
    const ctx = freshApp({ signInFailuresPerIp: 3 });
    const forged = (n: number) =>
      call(ctx.app, 'POST', '/auth/login/password', {
        body: { email: `forger-${n}@example.com`, number: 0, password: 'wrong-guess', deviceIDs: [WEB_DEVICE] },
        headers: { 'x-client-ip': `203.0.113.${n}`, 'x-proxy-key': 'not-the-key' },
      });
    for (let n = 1; n <= 3; n += 1) expect((await forged(n)).status).toBe(401);
    expect((await forged(4)).status).toBe(429);
    const trusted = (n: number) => guess(ctx, `trusted-${n}@example.com`, n, `198.51.100.${n}`);
    for (let n = 1; n <= 5; n += 1) expect((await trusted(n)).status, 'each trusted IP is its own client').toBe(401);
  });

  it('has a coarse limit on every sign-in attempt from one IP, OTP sign-in included', async () => {
    const ctx = freshApp({ signInAttemptsPerIp: 3 });
    const otpTry = () =>
      call(ctx.app, 'POST', '/auth/login/otp', {
        body: { otp: '0000', number: 9810099999, countrycode: '+91', deviceIDs: [WEB_DEVICE] },
        headers: trustedClientIp(ATTACKER),
      });
    for (let n = 1; n <= 3; n += 1) expect((await otpTry()).body).toEqual({ status: 400, message: 'Invalid OTP' });
    const refused = await otpTry();
    expect(refused.body).toEqual({ status: 429, message: 'Too many sign-in attempts. Please try again in 15 minutes.' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(890);
  });
});
