import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDevices, users, userTokens } from '../db/schema/accounts.ts';
import { call, createAccount, freshMobile, latestCode, outboxFor, signIn, signInByMobile, WEB_DEVICE } from '../test-support/accounts.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import type { UserProfile } from './schemas.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.database.close();
});

const countRows = async (table: typeof users | typeof userDevices) =>
  Number((await ctx.database.db.select({ n: sql<number>`count(*)` }).from(table))[0]?.n);

describe('sign-up, verification and sign-in', () => {
  it('signs up, verifies the mobile by OTP, signs in by password, reads the profile and signs out', async () => {
    const mobile = freshMobile();
    const added = await call<{ data: { user: { _id: string; mobile: number; countrycode: string; email: string } } }>(
      ctx.app,
      'POST',
      '/user/add-user',
      { body: { source: 'web', email: ' Yatri@Example.com ', password: 'om-namah-7', mobile, location: { phonecode: '+91' }, deviceIDs: [WEB_DEVICE] } },
    );
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('OTP has been sent to the mobile for verify');
    expect(added.body.data.user).toEqual({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), mobile, countrycode: '+91', email: 'yatri@example.com' });

    const [sms] = await outboxFor(ctx.app, `+91${mobile}`);
    expect(sms?.channel).toBe('sms');
    expect(sms?.body).toMatch(/^\d{4} is your OTP for sign-up\. Valid for 10 minutes\.$/);
    expect(ctx.logLines.some((line) => line.includes(`+91${mobile}`) && !line.includes(sms?.code ?? '----'))).toBe(true);

    const beforeVerify = await call(ctx.app, 'POST', '/auth/login/password', {
      body: { email: 'yatri@example.com', number: 0, password: 'om-namah-7', deviceIDs: [WEB_DEVICE] },
    });
    expect(beforeVerify.status, 'a pending user cannot sign in').toBe(401);

    const verified = await call<{ data: { user: UserProfile } }>(ctx.app, 'POST', '/user/user-verify', {
      body: { otp: sms?.code, user: added.body.data.user._id, deviceIDs: [WEB_DEVICE] },
    });
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe('Mobile number verified');
    expect(verified.body.data.user).toMatchObject({ email: 'yatri@example.com', mobile, countrycode: '+91', mobileVerified: true, emailVerified: false });

    const byEmail = await call(ctx.app, 'POST', '/auth/login/password', {
      body: { email: 'YATRI@example.com', number: 0, password: 'om-namah-7', deviceIDs: [WEB_DEVICE] },
    });
    expect(byEmail.body, 'an unconfirmed e-mail does not sign in').toEqual({
      status: 403,
      message: 'This e-mail is not confirmed yet. Please sign in with your mobile number and confirm your e-mail.',
    });
    const login = await call<{ data: { token: string; expiresAt: string; user: UserProfile } }>(ctx.app, 'POST', '/auth/login/password', {
      body: { number: mobile, countrycode: '+91', password: 'om-namah-7', deviceIDs: [WEB_DEVICE] },
    });
    expect(login.status).toBe(200);
    expect(login.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const days = (Date.parse(login.body.data.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const profile = await call<{ data: UserProfile }>(ctx.app, 'GET', '/user', { token: login.body.data.token });
    expect(profile.status).toBe(200);
    expect(profile.body.data).toEqual(verified.body.data.user);

    const logout = await call(ctx.app, 'POST', '/auth/logout', { token: login.body.data.token });
    expect(logout.body).toEqual({ status: 200, message: 'Signed out' });
    const after = await call(ctx.app, 'GET', '/user', { token: login.body.data.token });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Unauthorized: a valid Authorization token is required');
  });

  it('stores only the SHA-256 of the token and upserts devices by deviceID', async () => {
    const account = await createAccount(ctx.app, { confirmEmail: false });
    const token = await signInByMobile(ctx.app, account);
    const stored = await ctx.database.db.select().from(userTokens).where(eq(userTokens.userId, account.userId));
    const hashes = stored.map((row) => row.tokenHash);
    expect(hashes).toHaveLength(1);
    expect(hashes[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(hashes).not.toContain(token);
    const devices = await ctx.database.db
      .select({ deviceId: userDevices.deviceId, operatingSystem: userDevices.operatingSystem })
      .from(userDevices)
      .where(eq(userDevices.userId, account.userId));
    expect(devices).toEqual([{ deviceId: 'web-device-1', operatingSystem: 'Windows 10' }]);
  });

  it('signs in by mobile number and password, with +91 as the default dial code', async () => {
    const account = await createAccount(ctx.app);
    const answer = await call<{ data: { user: UserProfile } }>(ctx.app, 'POST', '/auth/login/password', {
      body: { number: account.mobile, password: account.password, deviceIDs: [] },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.user._id).toBe(account.userId);
  });

  it("answers 401 'Invalid username or password' for a wrong password or an unknown e-mail", async () => {
    const account = await createAccount(ctx.app);
    for (const body of [
      { email: account.email, number: 0, password: 'wrong-password', deviceIDs: [] },
      { email: 'nobody@example.com', number: 0, password: account.password, deviceIDs: [] },
    ]) {
      const answer = await call(ctx.app, 'POST', '/auth/login/password', { body });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ status: 401, message: 'Invalid username or password' });
    }
  });

  it('answers the spec §5 login messages for a missing e-mail or a short password', async () => {
    const noEmail = await call(ctx.app, 'POST', '/auth/login/password', { body: { email: '', number: 0, password: 'om-namah-7' } });
    expect(noEmail.body).toEqual({ status: 400, message: 'E-mail is required' });
    const badEmail = await call(ctx.app, 'POST', '/auth/login/password', { body: { email: 'yatri@', password: 'om-namah-7' } });
    expect(badEmail.body).toEqual({ status: 400, message: 'Invalid email address' });
    const short = await call(ctx.app, 'POST', '/auth/login/password', { body: { email: 'a@example.com', password: '123456' } });
    expect(short.body).toEqual({ status: 400, message: 'Password is required' });
  });

  it('signs in by OTP: login-otp, then login/otp with the code', async () => {
    const account = await createAccount(ctx.app);
    const asked = await call(ctx.app, 'POST', '/auth/login-otp', { body: { mobile: account.mobile, countrycode: '+91', deviceIDs: [WEB_DEVICE] } });
    expect(asked.status).toBe(200);
    expect(asked.body.data).toEqual({ statuscode: 200, message: 'Please check OTP sent on your phone number' });
    const code = await latestCode(ctx.app, account.e164);
    const wrong = await call(ctx.app, 'POST', '/auth/login/otp', {
      body: { otp: code === '0000' ? '0001' : '0000', number: account.mobile, countrycode: '+91', deviceIDs: [] },
    });
    expect(wrong.body).toEqual({ status: 400, message: 'Invalid OTP' });
    const session = await call<{ data: { token: string; user: UserProfile } }>(ctx.app, 'POST', '/auth/login/otp', {
      body: { otp: code, number: account.mobile, countrycode: '+91', deviceIDs: [WEB_DEVICE] },
    });
    expect(session.status).toBe(200);
    expect(session.body.data.user._id).toBe(account.userId);
    expect((await call(ctx.app, 'GET', '/user', { token: session.body.data.token })).status).toBe(200);
    const reused = await call(ctx.app, 'POST', '/auth/login/otp', { body: { otp: code, number: account.mobile, countrycode: '+91', deviceIDs: [] } });
    expect(reused.body, 'single use').toEqual({ status: 400, message: 'Invalid OTP' });
  });

  it("answers 400 'Please enter a valid phone number' for a login OTP to a number that is not valid", async () => {
    const answer = await call(ctx.app, 'POST', '/auth/login-otp', { body: { mobile: 12345, countrycode: '+91' } });
    expect(answer.body).toEqual({ status: 400, message: 'Please enter a valid phone number' });
  });
});

describe('sign-up edge cases', () => {
  it('answers 409 when a verified user already has the e-mail or the mobile', async () => {
    const account = await createAccount(ctx.app);
    const sameEmail = await call(ctx.app, 'POST', '/user/add-user', {
      body: { source: 'web', email: account.email, password: 'om-namah-7', mobile: freshMobile(), location: { phonecode: '+91' }, deviceIDs: [] },
    });
    expect(sameEmail.body).toEqual({ status: 409, message: 'E-mail is already registered' });
    const sameMobile = await call(ctx.app, 'POST', '/user/add-user', {
      body: { source: 'web', email: 'other@example.com', password: 'om-namah-7', mobile: account.mobile, location: { phonecode: '+91' }, deviceIDs: [] },
    });
    expect(sameMobile.body).toEqual({ status: 409, message: 'Mobile number is already registered' });
  });

  it('records a new pending sign-up on re-submission: new id, its own OTP; the verified one is the account', async () => {
    const mobile = freshMobile();
    const email = `again${mobile}@example.com`;
    const body = { source: 'web', email, mobile, location: { phonecode: '+91' }, deviceIDs: [] };
    const first = await call<{ data: { user: { _id: string } } }>(ctx.app, 'POST', '/user/add-user', { body: { ...body, password: 'first-pass' } });
    await ctx.database.db.execute(sql`update otp_codes set created_at = created_at - interval '61 seconds' where recipient = ${`+91${mobile}`}`);
    const second = await call<{ data: { user: { _id: string } } }>(ctx.app, 'POST', '/user/add-user', { body: { ...body, password: 'second-pass' } });
    expect(second.status).toBe(200);
    expect(second.body.data.user._id).not.toBe(first.body.data.user._id);
    expect(await outboxFor(ctx.app, `+91${mobile}`)).toHaveLength(2);
    const verified = await call(ctx.app, 'POST', '/user/user-verify', { body: { otp: await latestCode(ctx.app, `+91${mobile}`), user: second.body.data.user._id } });
    expect(verified.status).toBe(200);
    const byMobile = (password: string) => ({ body: { number: mobile, countrycode: '+91', password } });
    expect((await call(ctx.app, 'POST', '/auth/login/password', byMobile('first-pass'))).status).toBe(401);
    expect((await call(ctx.app, 'POST', '/auth/login/password', byMobile('second-pass'))).status).toBe(200);
  });

  it('resends the sign-up OTP with send-opt, and answers 404 for a number with no pending user', async () => {
    const mobile = freshMobile();
    await call(ctx.app, 'POST', '/user/add-user', {
      body: { source: 'web', email: `resend${mobile}@example.com`, password: 'om-namah-7', mobile, location: { phonecode: '+91' }, deviceIDs: [] },
    });
    await ctx.database.db.execute(sql`update otp_codes set created_at = created_at - interval '61 seconds' where recipient = ${`+91${mobile}`}`);
    const resent = await call(ctx.app, 'POST', '/user/send-opt', { body: { source: 'web', mobile, countrycode: '+91', otpverified: false } });
    expect(resent.body).toEqual({ status: 200, message: 'OTP has been sent to the mobile for verify' });
    expect(await outboxFor(ctx.app, `+91${mobile}`)).toHaveLength(2);
    const unknown = await call(ctx.app, 'POST', '/user/send-opt', { body: { source: 'web', mobile: freshMobile(), countrycode: '+91' } });
    expect(unknown.body).toEqual({ status: 404, message: 'Invalid mobile number' });
  });

  it('leaves no rows behind when add-user fails (invalid phone, missing fields, 409)', async () => {
    const before = [await countRows(users), await countRows(userDevices)];
    const cases: [Record<string, unknown>, number, string][] = [
      [{ email: 'x@example.com', password: 'om-namah-7', mobile: 12345, location: { phonecode: '+91' } }, 400, 'Invalid phone number'],
      [{ email: '', password: 'om-namah-7', mobile: freshMobile() }, 400, 'E-mail is required'],
      [{ email: 'x@example.com', password: 'om-namah-7' }, 400, 'Phone no is required'],
      [{ email: 'x@example.com', password: 'short', mobile: freshMobile() }, 400, 'Password is required'],
    ];
    for (const [body, status, message] of cases) {
      const answer = await call(ctx.app, 'POST', '/user/add-user', { body: { source: 'web', deviceIDs: [WEB_DEVICE], ...body } });
      expect(answer.body, message).toEqual({ status, message });
    }
    const badDevice = await call(ctx.app, 'POST', '/user/add-user', {
      body: { source: 'web', email: 'x@example.com', password: 'om-namah-7', mobile: freshMobile(), deviceIDs: [{ ...WEB_DEVICE, deviceType: 'tv' }] },
    });
    expect(badDevice.status).toBe(400);
    expect(badDevice.body.message).toContain("body field 'deviceIDs.0.deviceType'");
    expect([await countRows(users), await countRows(userDevices)]).toEqual(before);
  });

  it('rolls the pending user back when the OTP cannot be sent (resend gap), leaving the old password', async () => {
    const mobile = freshMobile();
    const email = `rollback${mobile}@example.com`;
    const body = { source: 'web', email, mobile, location: { phonecode: '+91' }, deviceIDs: [] };
    const first = await call<{ data: { user: { _id: string } } }>(ctx.app, 'POST', '/user/add-user', { body: { ...body, password: 'first-pass' } });
    const tooSoon = await call(ctx.app, 'POST', '/user/add-user', { body: { ...body, password: 'second-pass' } });
    expect(tooSoon.status).toBe(429);
    await call(ctx.app, 'POST', '/user/user-verify', { body: { otp: await latestCode(ctx.app, `+91${mobile}`), user: first.body.data.user._id } });
    const login = await call(ctx.app, 'POST', '/auth/login/password', { body: { number: mobile, countrycode: '+91', password: 'first-pass' } });
    expect(login.status).toBe(200);
  });

  it("answers 400 'Invalid OTP' to user-verify with a wrong code or an unknown user", async () => {
    const mobile = freshMobile();
    const added = await call<{ data: { user: { _id: string } } }>(ctx.app, 'POST', '/user/add-user', {
      body: { source: 'web', email: `wrong${mobile}@example.com`, password: 'om-namah-7', mobile, location: { phonecode: '+91' }, deviceIDs: [] },
    });
    const code = await latestCode(ctx.app, `+91${mobile}`);
    const wrong = await call(ctx.app, 'POST', '/user/user-verify', { body: { otp: code === '1111' ? '2222' : '1111', user: added.body.data.user._id } });
    expect(wrong.body).toEqual({ status: 400, message: 'Invalid OTP' });
    const unknown = await call(ctx.app, 'POST', '/user/user-verify', { body: { otp: code, user: 'ffffffffffffffffffffffff' } });
    expect(unknown.body).toEqual({ status: 400, message: 'Invalid OTP' });
  });
});
