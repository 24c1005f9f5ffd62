import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { DEV_OUTBOX_TOKEN } from '../env.ts';
import { call, createAccount, signIn } from '../test-support/accounts.ts';
import { TEST_TOKEN, testAppPerFile } from '../test-support/test-app.ts';
import { outboxRecipient } from './dev-outbox-routes.ts';

const ctx = testAppPerFile();

describe('dev outbox', () => {
  it('lists messages newest first with their codes, for a number given with or without its plus', async () => {
    const account = await createAccount(ctx.app);
    await call(ctx.app, 'POST', '/auth/login-otp', { body: { mobile: account.mobile, countrycode: '+91' } });
    for (const to of [account.e164, account.e164.slice(1)]) {
      const answer = await call<{ data: { channel: string; to: string; body: string; code: string }[] }>(ctx.app, 'GET', `/dev/outbox?to=${to}`, {
        token: DEV_OUTBOX_TOKEN,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data.map((message) => message.body.replace(/^\d{4}/, 'NNNN'))).toEqual([
        'NNNN is your OTP for sign-in. Valid for 10 minutes.',
        'NNNN is your OTP for sign-up. Valid for 10 minutes.',
      ]);
      expect(answer.body.data[0]).toMatchObject({ channel: 'sms', to: account.e164, code: answer.body.data[0]?.body.slice(0, 4) });
    }
  });

  it('refuses the public token and user tokens: only API_DEV_OUTBOX_TOKEN reads it', async () => {
    const account = await createAccount(ctx.app);
    const userToken = await signIn(ctx.app, account.email, account.password);
    for (const token of [TEST_TOKEN, userToken, 'wrong-outbox-token']) {
      const answer = await call(ctx.app, 'GET', `/dev/outbox?to=${encodeURIComponent(account.e164)}`, { token });
      expect(answer.status, token).toBe(401);
      expect(answer.body).toEqual({ status: 401, message: 'Unauthorized: a valid Authorization token is required' });
    }
    const missing = await ctx.app.request(`/api/v1/dev/outbox?to=${encodeURIComponent(account.e164)}`);
    expect(missing.status).toBe(401);
    const custom = createApp({ db: ctx.database.db, publicToken: TEST_TOKEN, messaging: { devOutbox: true, devOutboxToken: 'a-custom-outbox-token' } });
    const path = `/api/v1/dev/outbox?to=${encodeURIComponent(account.e164)}`;
    expect((await custom.request(path, { headers: { Authorization: 'a-custom-outbox-token' } })).status).toBe(200);
    expect((await custom.request(path, { headers: { Authorization: DEV_OUTBOX_TOKEN } })).status).toBe(401);
  });

  it('does not exist when API_DEV_OUTBOX is off', async () => {
    const app = createApp({ db: ctx.database.db, publicToken: TEST_TOKEN, messaging: { devOutbox: false } });
    const response = await app.request('/api/v1/dev/outbox?to=%2B919810012345', { headers: { Authorization: TEST_TOKEN } });
    expect(response.status).toBe(404);
    const document = (await (await app.request('/api/v1/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).not.toContain('/api/v1/dev/outbox');
    expect(Object.keys(document.paths)).toContain('/api/v1/user/add-user');
  });
});

describe('outboxRecipient', () => {
  it('reads a number with a plus, a decoded plus (space) or none as E.164, and lower-cases e-mails', () => {
    expect(outboxRecipient('+919810012345')).toBe('+919810012345');
    expect(outboxRecipient(' 919810012345')).toBe('+919810012345');
    expect(outboxRecipient('919810012345')).toBe('+919810012345');
    expect(outboxRecipient(' Pilgrim@Example.com ')).toBe('pilgrim@example.com');
  });
});
