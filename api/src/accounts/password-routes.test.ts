import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAccount, latestCode, otherCode, outboxFor, signIn, TestClock } from '../test-support/accounts.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

const clock = new TestClock();
let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ now: clock.now });
});
afterAll(async () => {
  await ctx.database.close();
});

const NEW_PASSWORD = 'Kailash@2026';

async function resetTokenFor(email: string): Promise<string> {
  const asked = await call(ctx.app, 'POST', '/user/forgot-password', { body: { email } });
  expect(asked.body).toEqual({ status: 200, message: 'OTP has been sent to your registered e-mail' });
  const verified = await call<{ data: { verifiyToken: string; message: string } }>(ctx.app, 'POST', '/user/otp-verify-for-reset', {
    body: { email, otp: await latestCode(ctx.app, email) },
  });
  expect(verified.status).toBe(200);
  expect(verified.body.data.message).toBe('OTP verified');
  return verified.body.data.verifiyToken;
}

describe('password reset', () => {
  it('resets by e-mail OTP: revokes the old tokens, the new password works, the old one does not', async () => {
    const account = await createAccount(ctx.app);
    const oldToken = await signIn(ctx.app, account.email, account.password);
    const verifyToken = await resetTokenFor(account.email);
    const [mail] = await outboxFor(ctx.app, account.email);
    expect(mail?.channel).toBe('email');
    expect(mail?.body).toMatch(/^\d{4} is your OTP for password reset\. Valid for 10 minutes\.$/);

    const reset = await call(ctx.app, 'PUT', '/user/reset-password', {
      body: { verifytoken: verifyToken, newpassword: NEW_PASSWORD, confirmpassword: NEW_PASSWORD },
    });
    expect(reset.body).toEqual({
      status: 200,
      message: 'Password has been reset successfully',
      data: { Message: 'Password has been reset successfully', Email: account.email, Mobile: account.mobile },
    });
    expect((await call(ctx.app, 'GET', '/user', { token: oldToken })).status).toBe(401);
    expect((await call(ctx.app, 'POST', '/auth/login/password', { body: { email: account.email, password: account.password } })).status).toBe(401);
    await signIn(ctx.app, account.email, NEW_PASSWORD);

    const again = await call(ctx.app, 'PUT', '/user/reset-password', {
      body: { verifytoken: verifyToken, newpassword: 'Another@2026', confirmpassword: 'Another@2026' },
    });
    expect(again.body, 'the reset token is single use').toEqual({ status: 400, message: 'Invalid or expired reset token' });
  });

  it('answers each spec §5 message for a bad new password and keeps the token usable', async () => {
    const account = await createAccount(ctx.app);
    const verifytoken = await resetTokenFor(account.email);
    const cases: [Record<string, string>, string][] = [
      [{}, 'New Password is required'],
      [{ newpassword: 'Ab1@', confirmpassword: 'Ab1@' }, 'Password must be at least 8 characters long'],
      [{ newpassword: '12345678@', confirmpassword: '12345678@' }, 'Password must contain at least one letter'],
      [{ newpassword: 'Kailash@@', confirmpassword: 'Kailash@@' }, 'Password must contain at least one number'],
      [{ newpassword: 'Kailash2026', confirmpassword: 'Kailash2026' }, 'Password must contain at least one special character: @$!%*#?&'],
      [{ newpassword: NEW_PASSWORD }, 'Confirm Password is required'],
      [{ newpassword: NEW_PASSWORD, confirmpassword: 'Kailash@2025' }, 'Passwords must match'],
    ];
    for (const [passwords, message] of cases) {
      const answer = await call(ctx.app, 'PUT', '/user/reset-password', { body: { verifytoken, ...passwords } });
      expect(answer.body, message).toEqual({ status: 400, message });
    }
    const reset = await call(ctx.app, 'PUT', '/user/reset-password', { body: { verifytoken, newpassword: NEW_PASSWORD, confirmpassword: NEW_PASSWORD } });
    expect(reset.status).toBe(200);
  });

  it('expires the reset token after 15 minutes', async () => {
    const account = await createAccount(ctx.app);
    const verifytoken = await resetTokenFor(account.email);
    clock.advance(15 * 60_000);
    const answer = await call(ctx.app, 'PUT', '/user/reset-password', { body: { verifytoken, newpassword: NEW_PASSWORD, confirmpassword: NEW_PASSWORD } });
    expect(answer.body).toEqual({ status: 400, message: 'Invalid or expired reset token' });
  });

  it("answers 400 'Invalid OTP' on a wrong code", async () => {
    const account = await createAccount(ctx.app);
    await call(ctx.app, 'POST', '/user/forgot-password', { body: { email: account.email } });
    const wrong = await call(ctx.app, 'POST', '/user/otp-verify-for-reset', {
      body: { email: account.email, otp: otherCode(await latestCode(ctx.app, account.email)) },
    });
    expect(wrong.body).toEqual({ status: 400, message: 'Invalid OTP' });
  });

  it('sends the reset OTP by SMS when only the mobile is given', async () => {
    const account = await createAccount(ctx.app);
    clock.advance(61_000);
    const asked = await call(ctx.app, 'POST', '/user/forgot-password', { body: { mobile: account.mobile } });
    expect(asked.body).toEqual({ status: 200, message: 'OTP has been sent to your registered mobile number' });
    const verified = await call(ctx.app, 'POST', '/user/otp-verify-for-reset', { body: { mobile: account.mobile, otp: await latestCode(ctx.app, account.e164) } });
    expect(verified.status).toBe(200);
  });
});

describe('change password', () => {
  it('changes the password of the caller after checking the current one and the §5 rules', async () => {
    const account = await createAccount(ctx.app);
    const token = await signIn(ctx.app, account.email, account.password);
    const weak = await call(ctx.app, 'PUT', '/user/change-password', {
      token,
      body: { password: account.password, newpassword: 'kailash2026', confirmpassword: 'kailash2026', source: 'web' },
    });
    expect(weak.body).toEqual({ status: 400, message: 'Password must contain at least one special character: @$!%*#?&' });
    const wrongCurrent = await call(ctx.app, 'PUT', '/user/change-password', {
      token,
      body: { password: 'not-my-password', newpassword: NEW_PASSWORD, confirmpassword: NEW_PASSWORD, source: 'web' },
    });
    expect(wrongCurrent.body).toEqual({ status: 400, message: 'Current password is incorrect' });
    const changed = await call(ctx.app, 'PUT', '/user/change-password', {
      token,
      body: { password: account.password, newpassword: NEW_PASSWORD, confirmpassword: NEW_PASSWORD, source: 'web' },
    });
    expect(changed.body).toEqual({ status: 200, message: 'Password changed successfully' });
    await signIn(ctx.app, account.email, NEW_PASSWORD);
    expect((await call(ctx.app, 'POST', '/auth/login/password', { body: { email: account.email, password: account.password } })).status).toBe(401);
  });

  it("signs out the caller's other sessions and keeps the one that changed it, and no other user's", async () => {
    const account = await createAccount(ctx.app);
    const [here, phone] = [await signIn(ctx.app, account.email, account.password), await signIn(ctx.app, account.email, account.password)];
    const other = await createAccount(ctx.app);
    const othersToken = await signIn(ctx.app, other.email, other.password);
    const changed = await call(ctx.app, 'PUT', '/user/change-password', {
      token: here,
      body: { password: account.password, newpassword: NEW_PASSWORD, confirmpassword: NEW_PASSWORD, source: 'web' },
    });
    expect(changed.status).toBe(200);
    expect((await call(ctx.app, 'GET', '/user', { token: here })).status).toBe(200);
    expect((await call(ctx.app, 'GET', '/user', { token: phone })).status).toBe(401);
    expect((await call(ctx.app, 'GET', '/user', { token: othersToken })).status).toBe(200);
  });

  it('counts wrong current passwords as failed password sign-ins: a session cannot guess the password freely', async () => {
    const account = await createAccount(ctx.app);
    const token = await signIn(ctx.app, account.email, account.password);
    const change = (password: string) =>
      call(ctx.app, 'PUT', '/user/change-password', { token, body: { password, newpassword: NEW_PASSWORD, confirmpassword: NEW_PASSWORD, source: 'web' } });
    for (let n = 1; n <= 5; n += 1) expect((await change(`guess-${n}-x`)).body, `guess ${n}`).toEqual({ status: 400, message: 'Current password is incorrect' });
    const waiting = await change(account.password);
    expect(waiting.status, 'the right password waits too, unchecked').toBe(429);
    expect(waiting.body.message).toMatch(/^Too many failed sign-in attempts\. Please try again in \d+ seconds or sign in with OTP\.$/);
    expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(0);
    const signInByMobile = await call(ctx.app, 'POST', '/auth/login/password', { body: { number: account.mobile, countrycode: '+91', password: account.password, deviceIDs: [] } });
    expect(signInByMobile.status, "the account's password sign-in waits as well").toBe(429);
  });

  it("answers 401 'Please sign in to continue' to the public token", async () => {
    const answer = await call(ctx.app, 'PUT', '/user/change-password', { body: { password: 'x', newpassword: NEW_PASSWORD, confirmpassword: NEW_PASSWORD } });
    expect(answer.body).toEqual({ status: 401, message: 'Please sign in to continue' });
  });
});
