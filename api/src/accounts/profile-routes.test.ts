import { describe, expect, it } from 'vitest';
import { call, createAccount, latestCode, otherCode, signIn, signInByMobile } from '../test-support/accounts.ts';
import { testAppPerFile } from '../test-support/test-app.ts';
import type { UserProfile } from './schemas.ts';

const ctx = testAppPerFile();

describe('profile', () => {
  it('updates the names of the caller only, trimming them and clearing with an empty string', async () => {
    const first = await createAccount(ctx.app);
    const second = await createAccount(ctx.app);
    const firstToken = await signIn(ctx.app, first.email, first.password);
    const secondToken = await signIn(ctx.app, second.email, second.password);

    const updated = await call<{ data: UserProfile }>(ctx.app, 'PUT', '/user/profile-update', {
      token: firstToken,
      body: { source: 'web', firstname: '  Ravi ', lastname: 'Sharma' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ _id: first.userId, firstname: 'Ravi', lastname: 'Sharma' });

    const untouched = await call<{ data: UserProfile }>(ctx.app, 'GET', '/user', { token: secondToken });
    expect(untouched.body.data).toMatchObject({ _id: second.userId, email: second.email, firstname: null, lastname: null });

    const partial = await call<{ data: UserProfile }>(ctx.app, 'PUT', '/user/profile-update', { token: firstToken, body: { source: 'web', lastname: '' } });
    expect(partial.body.data).toMatchObject({ firstname: 'Ravi', lastname: null });
  });

  it('confirms the e-mail with an OTP sent to the caller', async () => {
    const account = await createAccount(ctx.app, { confirmEmail: false });
    const token = await signInByMobile(ctx.app, account);
    const sent = await call(ctx.app, 'GET', '/user/email-confirmation-otp', { token });
    expect(sent.body).toEqual({ status: 200, message: 'OTP has been sent to your e-mail' });
    const code = await latestCode(ctx.app, account.email);
    const wrong = await call(ctx.app, 'PUT', '/user/email-confirmation-verify', { token, body: { Otp: otherCode(code), source: 'web' } });
    expect(wrong.body).toEqual({ status: 400, message: 'Invalid OTP' });
    const confirmed = await call<{ data: UserProfile }>(ctx.app, 'PUT', '/user/email-confirmation-verify', { token, body: { Otp: code, source: 'web' } });
    expect(confirmed.body.message).toBe('E-mail verified');
    expect(confirmed.body.data.emailVerified).toBe(true);
  });

  it("does not let one user's token confirm with another user's e-mail code", async () => {
    const owner = await createAccount(ctx.app, { confirmEmail: false });
    const other = await createAccount(ctx.app, { confirmEmail: false });
    await call(ctx.app, 'GET', '/user/email-confirmation-otp', { token: await signInByMobile(ctx.app, owner) });
    const ownersCode = await latestCode(ctx.app, owner.email);
    const otherToken = await signInByMobile(ctx.app, other);
    const answer = await call(ctx.app, 'PUT', '/user/email-confirmation-verify', { token: otherToken, body: { Otp: ownersCode, source: 'web' } });
    expect(answer.body).toEqual({ status: 400, message: 'Invalid OTP' });
  });
});

describe('user routes and tokens', () => {
  const userRoutes: ['GET' | 'POST' | 'PUT', string, unknown][] = [
    ['GET', '/user', undefined],
    ['PUT', '/user/profile-update', { firstname: 'X' }],
    ['PUT', '/user/change-password', {}],
    ['GET', '/user/email-confirmation-otp', undefined],
    ['PUT', '/user/email-confirmation-verify', { Otp: '1234' }],
    ['POST', '/auth/logout', {}],
  ];

  it("answers 401 'Please sign in to continue' to the public token on every 🔒 route", async () => {
    for (const [method, path, body] of userRoutes) {
      const answer = await call(ctx.app, method, path, { body });
      expect(answer.body, path).toEqual({ status: 401, message: 'Please sign in to continue' });
    }
  });

  it('refuses an unknown or malformed user token like any bad token', async () => {
    for (const token of ['A'.repeat(43), 'not-a-token']) {
      const answer = await call(ctx.app, 'GET', '/user', { token });
      expect(answer.body).toEqual({ status: 401, message: 'Unauthorized: a valid Authorization token is required' });
    }
  });

  it('lets a user token read the public catalogue too', async () => {
    const account = await createAccount(ctx.app);
    const token = await signIn(ctx.app, account.email, account.password);
    expect((await call(ctx.app, 'GET', '/categorymenu', { token })).status).toBe(200);
  });

  it("signs out only the calling token, leaving the user's other sessions", async () => {
    const account = await createAccount(ctx.app);
    const phone = await signIn(ctx.app, account.email, account.password);
    const laptop = await signIn(ctx.app, account.email, account.password);
    await call(ctx.app, 'POST', '/auth/logout', { token: laptop, body: {} });
    expect((await call(ctx.app, 'GET', '/user', { token: laptop })).status).toBe(401);
    expect((await call(ctx.app, 'GET', '/user', { token: phone })).status).toBe(200);
  });
});
