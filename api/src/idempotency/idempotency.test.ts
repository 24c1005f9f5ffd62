import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingSignUps } from '../db/schema/accounts.ts';
import { call, freshMobile, outboxFor, TestClock, WEB_DEVICE } from '../test-support/accounts.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { IDEMPOTENCY_MESSAGES } from './messages.ts';
import { IDEMPOTENCY_WINDOW_MS } from './middleware.ts';
import { idempotencyKeys } from '../db/schema/idempotency.ts';
import { purgeExpiredKeys } from './store.ts';

const clock = new TestClock();
let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ now: clock.now });
});
afterAll(async () => {
  await ctx.database.close();
});

const withKey = (key: string) => ({ 'idempotency-key': key });
const signUpBody = (mobile: number) => ({
  source: 'web', email: `idem${mobile}@example.com`, password: 'idem-password-1', mobile, location: { phonecode: '+91' }, deviceIDs: [WEB_DEVICE],
});
const resend = (mobile: number, key: string) => call(ctx.app, 'POST', '/otp/resend', { body: { mobile, countrycode: '+91' }, headers: withKey(key) });

describe('Idempotency-Key on POSTs (issue 14, upstream faults)', () => {
  it('replays the first sign-up for a repeated key: one pending sign-up, one SMS', async () => {
    const mobile = freshMobile();
    const key = `signup-${mobile}`;
    const first = await call(ctx.app, 'POST', '/user/add-user', { body: signUpBody(mobile), headers: withKey(key) });
    const again = await call(ctx.app, 'POST', '/user/add-user', { body: signUpBody(mobile), headers: withKey(key) });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const rows = await ctx.database.db.select().from(pendingSignUps).where(eq(pendingSignUps.mobile, `+91${mobile}`));
    expect(rows).toHaveLength(1);
    expect(await outboxFor(ctx.app, `+91${mobile}`)).toHaveLength(1);
  });

  it('sends one OTP for a repeated key and a new one for a new key', async () => {
    const mobile = freshMobile();
    expect((await resend(mobile, `otp-a-${mobile}`)).status).toBe(200);
    expect((await resend(mobile, `otp-a-${mobile}`)).status).toBe(200);
    expect(await outboxFor(ctx.app, `+91${mobile}`)).toHaveLength(1);
    clock.advance(61_000);
    expect((await resend(mobile, `otp-b-${mobile}`)).status).toBe(200);
    expect(await outboxFor(ctx.app, `+91${mobile}`)).toHaveLength(2);
  });

  it('refuses the key with another body, and a malformed key, acting on neither', async () => {
    const [mobile, other] = [freshMobile(), freshMobile()];
    await resend(mobile, `otp-c-${mobile}`);
    const reused = await resend(other, `otp-c-${mobile}`);
    expect(reused).toMatchObject({ status: 409, body: { message: IDEMPOTENCY_MESSAGES.reused } });
    expect((await resend(other, 'short')).body.message).toBe(IDEMPOTENCY_MESSAGES.invalid);
    expect(await outboxFor(ctx.app, `+91${other}`)).toHaveLength(0);
  });

  it('acts again once the window is over', async () => {
    const mobile = freshMobile();
    await resend(mobile, `otp-d-${mobile}`);
    clock.advance(IDEMPOTENCY_WINDOW_MS + 1000);
    expect((await resend(mobile, `otp-d-${mobile}`)).headers.get('idempotent-replayed')).toBeNull();
    expect(await outboxFor(ctx.app, `+91${mobile}`)).toHaveLength(2);
  });

  it('keeps no plain hash of a body (a sign-up holds a password): only an HMAC under the server secret', async () => {
    const mobile = freshMobile();
    const body = signUpBody(mobile);
    await call(ctx.app, 'POST', '/user/add-user', { body, headers: withKey(`hmac-${mobile}`) });
    const [row] = await ctx.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, `hmac-${mobile}`));
    const { createHash } = await import('node:crypto');
    expect(row?.requestHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.requestHash).not.toBe(createHash('sha256').update(JSON.stringify(body)).digest('hex'));
  });

  it('takes over a claim a dead process left unanswered, after a minute', async () => {
    const mobile = freshMobile();
    const key = `abandoned-${mobile}`;
    expect((await resend(mobile, key)).status).toBe(200);
    // As if the process had died between its claim and its answer.
    await ctx.database.db.update(idempotencyKeys).set({ status: null, body: null }).where(eq(idempotencyKeys.key, key));
    expect((await resend(mobile, key)).status, 'still held within the minute').toBe(409);
    clock.advance(61_000);
    expect((await resend(mobile, key)).status).toBe(200);
  });

  it('forgets keys past their window when the purge runs', async () => {
    const mobile = freshMobile();
    await resend(mobile, `purge-${mobile}`);
    clock.advance(IDEMPOTENCY_WINDOW_MS + 1);
    expect(await purgeExpiredKeys(ctx.database.db, new Date(clock.now().getTime() - IDEMPOTENCY_WINDOW_MS))).toBeGreaterThan(0);
    const left = await ctx.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, `purge-${mobile}`));
    expect(left).toHaveLength(0);
  });
});
