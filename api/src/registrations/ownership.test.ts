import { describe, expect, it } from 'vitest';
import { call, createAccount, outboxFor, signIn } from '../test-support/accounts.ts';
import { testAppPerFile } from '../test-support/test-app.ts';
import type { Registration } from './schemas.ts';
import { saveStep, signedInUser, startRegistration, STEP_BODIES } from './test-support.ts';

const ctx = testAppPerFile();
const NOT_FOUND = { status: 404, message: 'Registration not found' };

describe('/registration ownership', () => {
  it("answers 401 'Please sign in to continue' to the public token", async () => {
    const id = '65a1b2c3d4e5f60718293a4b';
    for (const [method, path] of [['GET', '/registration'], ['GET', `/registration/${id}`], ['DELETE', `/registration/delete/${id}`], ['PUT', `/registration/email/${id}`]] as const) {
      expect((await call(ctx.app, method, path)).body, path).toEqual({ status: 401, message: 'Please sign in to continue' });
    }
  });

  it("answers 404 to another user's registration on every route and leaves it untouched", async () => {
    const owner = await signedInUser(ctx.app);
    const stranger = await signedInUser(ctx.app);
    const mine = await startRegistration(ctx.app, owner);
    expect((await call(ctx.app, 'GET', `/registration/${mine._id}`, { token: stranger })).body).toEqual(NOT_FOUND);
    expect((await saveStep(ctx.app, stranger, 'passport', STEP_BODIES.passport, mine._id)).body).toEqual(NOT_FOUND);
    expect((await call(ctx.app, 'PUT', `/registration/email/${mine._id}`, { token: stranger })).body).toEqual(NOT_FOUND);
    expect((await call(ctx.app, 'DELETE', `/registration/delete/${mine._id}`, { token: stranger })).body).toEqual(NOT_FOUND);
    expect((await call<{ data: Registration[] }>(ctx.app, 'GET', '/registration', { token: stranger })).body.data).toEqual([]);
    expect((await call<{ data: Registration }>(ctx.app, 'GET', `/registration/${mine._id}`, { token: owner })).body.data).toEqual(mine);
  });

  it('lists, e-mails a summary through the outbox, and deletes the caller’s own', async () => {
    const account = await createAccount(ctx.app);
    const token = await signIn(ctx.app, account.email, account.password);
    const mine = await startRegistration(ctx.app, token);
    expect((await call<{ data: Registration[] }>(ctx.app, 'GET', '/registration', { token })).body.data.map((row) => row._id)).toEqual([mine._id]);
    const mailed = await call(ctx.app, 'PUT', `/registration/email/${mine._id}`, { token });
    expect(mailed.body).toMatchObject({ status: 200, message: 'Registration summary e-mailed to your confirmed e-mail', data: { email: account.email } });
    const [mail] = await outboxFor(ctx.app, account.email);
    expect(mail?.body).toContain('Passport: not filled in yet');
    expect((await call(ctx.app, 'DELETE', `/registration/delete/${mine._id}`, { token })).body).toMatchObject({ status: 200, message: 'Registration deleted' });
    expect((await call(ctx.app, 'GET', `/registration/${mine._id}`, { token })).body).toEqual(NOT_FOUND);
  });
});
