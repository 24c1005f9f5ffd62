import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingSignUps, userTokens } from '../db/schema/accounts.ts';
import { DEV_OTP_SECRET } from '../env.ts';
import { call, createAccount, freshMobile, outboxFor, TestClock, WEB_DEVICE } from '../test-support/accounts.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { IDEMPOTENCY_MESSAGES } from './messages.ts';
import { IDEMPOTENCY_WINDOW_MS } from './middleware.ts';
import { idempotencyKeys } from '../db/schema/idempotency.ts';
import { idempotencyKeyHash } from './sealing.ts';
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
/** The row of a raw key (the test app runs with the development secret): the table holds only the key's HMAC. */
const stored = (key: string) => eq(idempotencyKeys.key, idempotencyKeyHash(DEV_OTP_SECRET, key));
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
    const [row] = await ctx.database.db.select().from(idempotencyKeys).where(stored(`hmac-${mobile}`));
    const { createHash } = await import('node:crypto');
    expect(row?.requestHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.requestHash).not.toBe(createHash('sha256').update(JSON.stringify(body)).digest('hex'));
  });

  it('takes over a claim a dead process left unanswered, after a minute', async () => {
    const mobile = freshMobile();
    const key = `abandoned-${mobile}`;
    expect((await resend(mobile, key)).status).toBe(200);
    // As if the process had died between its claim and its answer.
    await ctx.database.db.update(idempotencyKeys).set({ status: null, body: null }).where(stored(key));
    expect((await resend(mobile, key)).status, 'still held within the minute').toBe(409);
    clock.advance(61_000);
    expect((await resend(mobile, key)).status).toBe(200);
  });

  it('forgets keys past their window when the purge runs', async () => {
    const mobile = freshMobile();
    await resend(mobile, `purge-${mobile}`);
    clock.advance(IDEMPOTENCY_WINDOW_MS + 1);
    expect(await purgeExpiredKeys(ctx.database.db, new Date(clock.now().getTime() - IDEMPOTENCY_WINDOW_MS))).toBeGreaterThan(0);
    const left = await ctx.database.db.select().from(idempotencyKeys).where(stored(`purge-${mobile}`));
    expect(left).toHaveLength(0);
  });
});

describe('Idempotency-Key answers are readable only with the raw key (a database dump holds no token)', () => {
  type SignedIn = { data: { token: string } };
  const signInWithKey = (account: { email: string; password: string }, key: string) =>
    call<SignedIn>(ctx.app, 'POST', '/auth/login/password', {
      body: { email: account.email, number: 0, password: account.password, deviceIDs: [WEB_DEVICE] },
      headers: withKey(key),
    });
  const sessionsOf = (userId: string) => ctx.database.db.select().from(userTokens).where(eq(userTokens.userId, userId));
  /** The whole table as a dump shows it: every column of every row, as text. */
  const dumpOfTable = async () => {
    const result = (await ctx.database.db.execute(sql`select * from idempotency_keys`)) as unknown as { rows: Record<string, unknown>[] };
    return JSON.stringify(result.rows);
  };
  /** Flips one byte of the sealed body's ciphertext (`v1.<iv>.<tag>.<ciphertext>`), keeping it well formed. */
  const flipByte = (sealed: string) => {
    const parts = sealed.split('.');
    const ciphertext = Buffer.from(parts[3] ?? '', 'base64url');
    ciphertext[0] = (ciphertext[0] ?? 0) ^ 0x01;
    return [...parts.slice(0, 3), ciphertext.toString('base64url')].join('.');
  };

  it('keeps neither the raw key nor the session token of a password sign-in in idempotency_keys', async () => {
    const account = await createAccount(ctx.app);
    const key = `login-dump-${account.mobile}`;
    const signedIn = await signInWithKey(account, key);
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.data.token;
    expect(token.length).toBeGreaterThan(16);
    const [row] = await ctx.database.db.select().from(idempotencyKeys).where(stored(key));
    expect(row?.status).toBe(200);
    expect(row?.key).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.body).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    const dump = await dumpOfTable();
    expect(dump).not.toContain(key);
    expect(dump).not.toContain(token);
    expect(dump).not.toContain(Buffer.from(token).toString('base64'));
    expect(dump).not.toContain(account.email);
    expect(dump).not.toContain('"data"');
  });

  it('replays the identical answer, token included, to the client presenting the raw key', async () => {
    const account = await createAccount(ctx.app);
    const key = `login-replay-${account.mobile}`;
    const first = await signInWithKey(account, key);
    const sessions = (await sessionsOf(account.userId)).length;
    const again = await signInWithKey(account, key);
    expect(first.status).toBe(200);
    expect(again).toMatchObject({ status: 200, body: first.body });
    expect(again.body.data.token).toBe(first.body.data.token);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(await sessionsOf(account.userId), 'the replay signs in no one').toHaveLength(sessions);
    expect((await signInWithKey(account, `login-other-${account.mobile}`)).headers.get('idempotent-replayed'), 'another key acts').toBeNull();
  });

  // The choice: an answer that fails its tag check is neither replayed (it would be garbage, or an answer someone
  // wrote into the table) nor acted on again (the first request did act: a second sign-in, purchase or SMS is what
  // the key exists to prevent). 409 tells the client to send the request again with a new key.
  it('answers 409 unreadable, neither replaying garbage nor acting again, when a stored answer was changed in the database', async () => {
    const account = await createAccount(ctx.app);
    const key = `login-tamper-${account.mobile}`;
    expect((await signInWithKey(account, key)).status).toBe(200);
    const [row] = await ctx.database.db.select().from(idempotencyKeys).where(stored(key));
    await ctx.database.db.update(idempotencyKeys).set({ body: flipByte(row?.body ?? '') }).where(stored(key));
    const sessions = (await sessionsOf(account.userId)).length;

    const tampered = await signInWithKey(account, key);
    expect(tampered).toMatchObject({ status: 409, body: { message: IDEMPOTENCY_MESSAGES.unreadable } });
    expect(tampered.headers.get('idempotent-replayed')).toBeNull();
    expect(await sessionsOf(account.userId), 'nothing acted again').toHaveLength(sessions);

    // The clear columns are bound to the sealed body too: a changed status is refused alike.
    await ctx.database.db.update(idempotencyKeys).set({ body: row?.body ?? null, status: 201 }).where(stored(key));
    expect((await signInWithKey(account, key)).body.message).toBe(IDEMPOTENCY_MESSAGES.unreadable);
    // Put back, the untouched row replays again: only the raw key and an intact row open it.
    await ctx.database.db.update(idempotencyKeys).set({ status: 200 }).where(stored(key));
    expect((await signInWithKey(account, key)).headers.get('idempotent-replayed')).toBe('true');
  });
});
