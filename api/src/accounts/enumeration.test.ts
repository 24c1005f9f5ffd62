import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAccount, freshMobile, outboxFor, type Answer } from '../test-support/accounts.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.database.close();
});

/** What a client can see of an answer: status, body and headers (without the per-request id). */
function visible(answer: Answer) {
  const headers = [...answer.headers.entries()].filter(([name]) => name !== 'x-request-id');
  return { status: answer.status, body: answer.body, headers };
}

describe('unknown accounts are answered exactly like known ones (issue 6, item 5)', () => {
  it('answers a password reset for an unknown e-mail like a known one, and delivers nothing', async () => {
    const account = await createAccount(ctx.app);
    const known = await call(ctx.app, 'POST', '/user/forgot-password', { body: { email: account.email } });
    const unknown = await call(ctx.app, 'POST', '/user/forgot-password', { body: { email: 'nobody-here@example.com' } });
    expect(visible(unknown)).toEqual(visible(known));
    expect(known.body).toEqual({ status: 200, message: 'OTP has been sent to your registered e-mail' });
    expect(await outboxFor(ctx.app, 'nobody-here@example.com')).toEqual([]);
    const again = await call(ctx.app, 'POST', '/user/forgot-password', { body: { email: 'nobody-here@example.com' } });
    expect(again.status, 'the same resend gap applies').toBe(429);
    for (const otp of ['0000', '1234', '9999']) {
      const verify = await call(ctx.app, 'POST', '/user/otp-verify-for-reset', { body: { email: 'nobody-here@example.com', otp } });
      expect(verify.body).toEqual({ status: 400, message: 'Invalid OTP' });
    }
  });

  it('treats an e-mail no account has confirmed as unknown for a reset', async () => {
    const account = await createAccount(ctx.app, { confirmEmail: false });
    const asked = await call(ctx.app, 'POST', '/user/forgot-password', { body: { email: account.email } });
    expect(asked.body).toEqual({ status: 200, message: 'OTP has been sent to your registered e-mail' });
    expect(await outboxFor(ctx.app, account.email)).toEqual([]);
  });

  it('answers a reset by an unknown mobile like a known one', async () => {
    const account = await createAccount(ctx.app);
    const known = await call(ctx.app, 'POST', '/user/forgot-password', { body: { mobile: account.mobile } });
    const stranger = freshMobile();
    const unknown = await call(ctx.app, 'POST', '/user/forgot-password', { body: { mobile: stranger } });
    expect(visible(unknown)).toEqual(visible(known));
    expect(await outboxFor(ctx.app, `+91${stranger}`)).toEqual([]);
  });

  it('answers a sign-in OTP request for an unknown valid number like a known one, and delivers nothing', async () => {
    const account = await createAccount(ctx.app);
    const known = await call(ctx.app, 'POST', '/auth/login-otp', { body: { mobile: account.mobile, countrycode: '+91' } });
    const stranger = freshMobile();
    const unknown = await call(ctx.app, 'POST', '/auth/login-otp', { body: { mobile: stranger, countrycode: '+91' } });
    expect(visible(unknown)).toEqual(visible(known));
    expect(known.body).toEqual({
      status: 200,
      message: 'Please check OTP sent on your phone number',
      data: { statuscode: 200, message: 'Please check OTP sent on your phone number' },
    });
    expect(await outboxFor(ctx.app, `+91${stranger}`)).toEqual([]);
    const again = await call(ctx.app, 'POST', '/auth/login-otp', { body: { mobile: stranger, countrycode: '+91' } });
    expect(again.status, 'the same resend gap applies').toBe(429);
    const signIn = await call(ctx.app, 'POST', '/auth/login/otp', { body: { otp: '1234', number: stranger, countrycode: '+91' } });
    expect(signIn.body).toEqual({ status: 400, message: 'Invalid OTP' });
  });
});
