import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import {
  call,
  createAccount,
  freshMobile,
  outboxFor,
  signIn,
  TestClock,
  trustedClientIp,
  WEB_DEVICE,
} from '../test-support/accounts.ts';
import { createTestApp, createTestAppOver, type TestApp } from '../test-support/test-app.ts';
import { limitersPerFile } from '../test-support/limiter-stores.ts';
import type { LimitsPolicy } from './policy.ts';

const clock = new TestClock();
let database: Database;
beforeAll(async () => {
  database = (await createTestApp()).database;
});
afterAll(async () => {
  await database.close();
});

const ATTACKER = '203.0.113.66';
const GAP_MS = 61_000;
/** Memory, or Redis in the project "limits on Redis" (test-support/limiter-stores.ts). */
const limiters = limitersPerFile();
const freshApp = (policy: Partial<LimitsPolicy> = {}): TestApp =>
  createTestAppOver(database, { now: clock.now, limits: limiters.limits(policy) });

const sendFrom = (ctx: TestApp, ip: string, mobile: number | string, countrycode = '+91') =>
  call(ctx.app, 'POST', '/otp/send', { body: { mobile, countrycode }, headers: trustedClientIp(ip) });

describe('OTP quotas by purpose', () => {
  it("4 anonymous sends to a user's number do not stop the owner's sign-in OTP", async () => {
    const ctx = freshApp();
    const owner = await createAccount(ctx.app);
    for (let n = 1; n <= 4; n += 1) {
      clock.advance(GAP_MS);
      expect((await sendFrom(ctx, ATTACKER, owner.mobile)).status, `anonymous send ${n}`).toBe(200);
    }
    const signInOtp = await call(ctx.app, 'POST', '/auth/login-otp', {
      body: { mobile: owner.mobile, countrycode: '+91', deviceIDs: [WEB_DEVICE] },
    });
    expect(signInOtp.body).toEqual({ status: 200, message: 'Please check OTP sent on your phone number', data: expect.anything() });
    expect((await outboxFor(ctx.app, owner.e164))[0]?.body).toContain('for sign-in');
  });

  it('caps codes to one number at 5 an hour per client and 15 from all clients: a stranger cannot use up the owner\'s', async () => {
    const ctx = freshApp();
    const mobile = freshMobile();
    const capped = { status: 429, message: 'Too many OTP requests. Please try again after an hour' };
    const sendNext = async (ip: string) => {
      clock.advance(GAP_MS);
      return sendFrom(ctx, ip, mobile);
    };
    for (let n = 1; n <= 5; n += 1) expect((await sendNext(ATTACKER)).status, `attacker send ${n}`).toBe(200);
    expect((await sendNext(ATTACKER)).body, 'the attacker is capped').toEqual(capped);
    expect((await sendNext('198.51.100.1')).status, 'the owner still gets a code').toBe(200);
    for (let n = 1; n <= 5; n += 1) expect((await sendNext('198.51.100.2')).status).toBe(200);
    for (let n = 1; n <= 4; n += 1) expect((await sendNext('198.51.100.3')).status).toBe(200);
    expect((await sendNext('198.51.100.4')).body, '15 from all clients').toEqual(capped);
  });

  it('a send whose delivery fails gives its per-IP counts back', async () => {
    let failing = true;
    const flaky = {
      sendSms: async () => {
        if (failing) throw new Error('SMS provider down');
      },
    };
    const ctx = createTestAppOver(database, { now: clock.now, limits: limiters.limits({ otpRecipientsPerIp: 1 }), messaging: { sms: flaky } });
    const first = await sendFrom(ctx, ATTACKER, freshMobile());
    expect(first.status).toBe(500);
    failing = false;
    expect((await sendFrom(ctx, ATTACKER, freshMobile())).status, 'the failed send did not use the one recipient').toBe(200);
  });
});

describe('OTP caps per client IP and overall', () => {
  it('lets one client IP reach at most 8 different numbers an hour; other clients are unaffected', async () => {
    const ctx = freshApp();
    const numbers = Array.from({ length: 9 }, () => freshMobile());
    for (const mobile of numbers.slice(0, 8)) expect((await sendFrom(ctx, ATTACKER, mobile)).status).toBe(200);
    const ninth = numbers[8] ?? 0;
    const refused = await sendFrom(ctx, ATTACKER, ninth);
    expect(refused.body).toEqual({ status: 429, message: 'Too many OTP requests from your network. Please try again in 60 minutes.' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3590);
    expect(await outboxFor(ctx.app, `+91${ninth}`)).toEqual([]);
    expect((await sendFrom(ctx, '198.51.100.20', ninth)).status, 'another client').toBe(200);
  });

  it('caps the sends of one client IP, repeated numbers included', async () => {
    const ctx = freshApp({ otpSendsPerIp: 3 });
    const [first, second] = [freshMobile(), freshMobile()];
    expect((await sendFrom(ctx, ATTACKER, first)).status).toBe(200);
    expect((await sendFrom(ctx, ATTACKER, second)).status).toBe(200);
    clock.advance(GAP_MS);
    expect((await sendFrom(ctx, ATTACKER, first)).status).toBe(200);
    const refused = await sendFrom(ctx, ATTACKER, second);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many OTP requests from your network/);
  });

  it('ignores x-client-ip without the proxy key: forged addresses all count as the one peer', async () => {
    const ctx = freshApp({ otpRecipientsPerIp: 2 });
    const forged = (n: number) =>
      call(ctx.app, 'POST', '/otp/send', {
        body: { mobile: freshMobile(), countrycode: '+91' },
        headers: { 'x-client-ip': `203.0.113.${n}`, 'x-proxy-key': 'guessed-key' },
      });
    expect((await forged(1)).status).toBe(200);
    expect((await forged(2)).status).toBe(200);
    expect((await forged(3)).status).toBe(429);
  });

  it('has a global hourly cap on open sends that never blocks sign-in OTPs of accounts', async () => {
    const ctx = freshApp({ otpGlobalOpen: 3 });
    const owner = await createAccount(ctx.app); // its sign-up OTP is the first open send
    expect((await sendFrom(ctx, '198.51.100.31', freshMobile())).status).toBe(200);
    expect((await sendFrom(ctx, '198.51.100.32', freshMobile())).status).toBe(200);
    const refused = await sendFrom(ctx, '198.51.100.33', freshMobile());
    expect(refused.body).toEqual({ status: 429, message: 'We are sending too many OTPs right now. Please try again in 60 minutes.' });
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    const signInOtp = await call(ctx.app, 'POST', '/auth/login-otp', { body: { mobile: owner.mobile, countrycode: '+91', deviceIDs: [WEB_DEVICE] } });
    expect(signInOtp.status).toBe(200);
  });

  it('has a global per-minute cap on open sends (a burst under the hourly cap) that never blocks sign-in OTPs', async () => {
    const ctx = freshApp({ otpGlobalOpenPerMinute: 3 });
    const owner = await createAccount(ctx.app); // its sign-up OTP is the first open send
    const mobile = freshMobile();
    expect((await sendFrom(ctx, '198.51.100.61', freshMobile())).status).toBe(200);
    expect((await sendFrom(ctx, '198.51.100.62', freshMobile())).status).toBe(200);
    const refused = await sendFrom(ctx, '198.51.100.63', mobile);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^We are sending too many OTPs right now\. Please try again in (\d+ seconds|1 minute)\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await outboxFor(ctx.app, `+91${mobile}`), 'no SMS for the refused send').toEqual([]);
    const signInOtp = await call(ctx.app, 'POST', '/auth/login-otp', { body: { mobile: owner.mobile, countrycode: '+91', deviceIDs: [WEB_DEVICE] } });
    expect(signInOtp.status, 'account sends have their own cap').toBe(200);
  });

  it('undelivered codes (unknown numbers) do not fill the global cap of account sends', async () => {
    const ctx = freshApp({ otpGlobalAccount: 2 });
    const owner = await createAccount(ctx.app, { confirmEmail: false });
    for (let n = 1; n <= 5; n += 1) {
      const unknown = await call(ctx.app, 'POST', '/auth/login-otp', {
        body: { mobile: freshMobile(), countrycode: '+91', deviceIDs: [WEB_DEVICE] },
        headers: trustedClientIp(`198.51.100.${40 + n}`),
      });
      expect(unknown.status, `unknown number ${n}`).toBe(200);
    }
    const signInOtp = await call(ctx.app, 'POST', '/auth/login-otp', { body: { mobile: owner.mobile, countrycode: '+91', deviceIDs: [WEB_DEVICE] } });
    expect(signInOtp.status, 'the owner still gets a sign-in code').toBe(200);
    expect((await outboxFor(ctx.app, owner.e164))[0]?.body).toContain('for sign-in');
  });

  it('puts every OTP-sending route through the per-IP cap', async () => {
    const ctx = freshApp({ otpSendsPerIp: 1 });
    const account = await createAccount(ctx.app);
    const token = await signIn(ctx.app, account.email, account.password);
    const pendingMobile = freshMobile();
    const pending = await call(ctx.app, 'POST', '/user/add-user', {
      body: { source: 'web', email: `pending${pendingMobile}@example.com`, password: 'om-namah-7', mobile: pendingMobile, location: { phonecode: '+91' }, deviceIDs: [WEB_DEVICE] },
    });
    expect(pending.status).toBe(200);
    clock.advance(GAP_MS);
    expect((await sendFrom(ctx, ATTACKER, freshMobile())).status, 'the one send the IP may make').toBe(200);

    const headers = trustedClientIp(ATTACKER);
    const newMobile = freshMobile();
    const routes: [string, 'GET' | 'POST', string, unknown][] = [
      ['sign-up', 'POST', '/user/add-user', { source: 'web', email: `late${newMobile}@example.com`, password: 'om-namah-7', mobile: newMobile, location: { phonecode: '+91' }, deviceIDs: [WEB_DEVICE] }],
      ['sign-up resend', 'POST', '/user/send-opt', { source: 'web', mobile: pendingMobile, countrycode: '+91', deviceIDs: [WEB_DEVICE] }],
      ['sign-in OTP', 'POST', '/auth/login-otp', { mobile: account.mobile, countrycode: '+91', deviceIDs: [WEB_DEVICE] }],
      ['mobile verification', 'POST', '/otp/send', { mobile: account.mobile, countrycode: '+91' }],
      ['mobile verification resend', 'POST', '/otp/resend', { mobile: account.mobile, countrycode: '+91' }],
      ['password reset', 'POST', '/user/forgot-password', { email: account.email }],
      ['e-mail confirmation', 'GET', '/user/email-confirmation-otp', undefined],
    ];
    for (const [name, method, path, body] of routes) {
      const answer = await call(ctx.app, method, path, { body, headers, token: path.includes('email-confirmation') ? token : undefined });
      expect(answer.status, `${name}: ${JSON.stringify(answer.body)}`).toBe(429);
      expect(answer.body.message, name).toMatch(/^Too many OTP requests from your network/);
    }
    expect(await database.db.select().from(users).where(eq(users.mobile, `+91${newMobile}`)), 'the refused sign-up left no user').toEqual([]);
  });
});

describe('OTP countries', () => {
  it('refuses numbers outside the configured countries, sends to the diaspora ones', async () => {
    const ctx = freshApp();
    const chinese = await sendFrom(ctx, ATTACKER, '13912345678', '+86');
    expect(chinese.body).toEqual({
      status: 400,
      message: 'OTP cannot be sent to mobile numbers of this country. Please use an Indian mobile number or one from a supported country.',
    });
    expect(await outboxFor(ctx.app, '+8613912345678')).toEqual([]);
    expect((await sendFrom(ctx, ATTACKER, '7400123456', '+44')).status, 'United Kingdom').toBe(200);
    expect((await sendFrom(ctx, ATTACKER, '9841234567', '+977')).status, 'Nepal').toBe(200);
  });

  it('refuses a sign-up with such a number and keeps no pending user', async () => {
    const ctx = freshApp({ otpCountries: ['IN'] });
    const answer = await call(ctx.app, 'POST', '/user/add-user', {
      body: { source: 'web', email: 'abroad@example.com', password: 'om-namah-7', mobile: '7400123457', location: { phonecode: '+44' }, deviceIDs: [WEB_DEVICE] },
    });
    expect(answer.status).toBe(400);
    expect(await database.db.select().from(users).where(eq(users.email, 'abroad@example.com'))).toEqual([]);
  });
});
