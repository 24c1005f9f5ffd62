import { describe, expect, it } from 'vitest';
import { call } from '../test-support/accounts.ts';
import { testAppPerFile } from '../test-support/test-app.ts';
import type { Registration } from './schemas.ts';
import { REGISTRATION_MESSAGES as MSG } from './messages.ts';
import { MAX_REGISTRATIONS_PER_USER } from './store.ts';
import { kmyPackageId, saveStep, signedInUser, STEP_BODIES } from './test-support.ts';

const ctx = testAppPerFile();

const list = async (token: string) => (await call<{ data: Registration[] }>(ctx.app, 'GET', '/registration', { token })).body.data;

// docs/security.md §33: one account made 30 registrations in a row, each taking three 5 MB documents.
describe('registrations one account may keep', () => {
  it('refuses a registration past the cap, even when all are asked at once, and takes one again after a delete', async () => {
    const token = await signedInUser(ctx.app);
    const personal = STEP_BODIES.personal(await kmyPackageId(ctx.app));
    const answers = await Promise.all(Array.from({ length: MAX_REGISTRATIONS_PER_USER + 5 }, () => saveStep(ctx.app, token, 'personal', personal)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(MAX_REGISTRATIONS_PER_USER);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({ message: MSG.tooMany(MAX_REGISTRATIONS_PER_USER) });
    const kept = await list(token);
    expect(kept).toHaveLength(MAX_REGISTRATIONS_PER_USER);
    // A step of a kept registration is still saved.
    expect((await saveStep(ctx.app, token, 'passport', STEP_BODIES.passport, kept[0]!._id)).status).toBe(200);
    expect((await call(ctx.app, 'DELETE', `/registration/delete/${kept[0]!._id}`, { token })).status).toBe(200);
    expect((await saveStep(ctx.app, token, 'personal', personal)).status).toBe(200);
    // Another account is not affected.
    expect((await saveStep(ctx.app, await signedInUser(ctx.app), 'personal', personal)).status).toBe(200);
  });
});
