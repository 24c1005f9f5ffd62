import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingSignUps, users } from '../db/schema/accounts.ts';
import { call, confirmEmail, freshMobile, latestCode, outboxFor, signInByMobile, TestClock, WEB_DEVICE } from '../test-support/accounts.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import type { UserProfile } from './schemas.ts';

const clock = new TestClock();
let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ now: clock.now });
});
afterAll(async () => {
  await ctx.database.close();
});

type Added = { data: { user: { _id: string } } };
const addUser = (email: string, mobile: number, password: string) =>
  call<Added>(ctx.app, 'POST', '/user/add-user', {
    body: { source: 'web', email, password, mobile, location: { phonecode: '+91' }, deviceIDs: [WEB_DEVICE] },
  });
const verify = (user: string, otp: string) =>
  call<{ data: { user: UserProfile } }>(ctx.app, 'POST', '/user/user-verify', { body: { otp, user, deviceIDs: [WEB_DEVICE] } });
const emailSignIn = (email: string, password: string) =>
  call<{ data: { user: UserProfile } }>(ctx.app, 'POST', '/auth/login/password', { body: { email, number: 0, password } });

describe('a pending sign-up is never rewritten by another one (issue 6, item 4)', () => {
  it('keeps the first sign-up when a second one gives the same e-mail with another mobile and password', async () => {
    const [mobileA, mobileB] = [freshMobile(), freshMobile()];
    const email = `shared${mobileA}@example.com`;
    const first = await addUser(email, mobileA, 'first-person-1');
    const second = await addUser(email, mobileB, 'second-person-2');
    expect(second.status).toBe(200);
    expect(second.body.data.user._id).not.toBe(first.body.data.user._id);

    const verifiedA = await verify(first.body.data.user._id, await latestCode(ctx.app, `+91${mobileA}`));
    expect(verifiedA.status, "the first person's code still verifies their own sign-up").toBe(200);
    expect(verifiedA.body.data.user).toMatchObject({ _id: first.body.data.user._id, mobile: mobileA, email, emailVerified: false });
    clock.advance(1000);
    const verifiedB = await verify(second.body.data.user._id, await latestCode(ctx.app, `+91${mobileB}`));
    expect(verifiedB.status, 'the second person gets a separate account').toBe(200);
    expect(verifiedB.body.data.user).toMatchObject({ _id: second.body.data.user._id, mobile: mobileB, emailVerified: false });

    const hint = { status: 403, message: 'This e-mail is not confirmed yet. Please sign in with your mobile number and confirm your e-mail.' };
    // One scrypt per sign-in whatever the e-mail (no timing tells): the first holder's right password earns the
    // hint (a later holder cannot take it from them), and no holder's password earns a session.
    expect((await emailSignIn(email, 'first-person-1')).body, "the first holder's right password only earns the hint").toEqual(hint);
    expect((await emailSignIn(email, 'second-person-2')).body).toEqual({ status: 401, message: 'Invalid username or password' });
    expect((await emailSignIn(email, 'wrong-password-9')).body).toEqual({ status: 401, message: 'Invalid username or password' });
    await confirmEmail(ctx.app, { email, mobile: mobileA, password: 'first-person-1' });
    expect((await emailSignIn(email, 'first-person-1')).body.data.user._id, 'the confirmed e-mail signs in its owner').toBe(
      first.body.data.user._id,
    );
    expect((await emailSignIn(email, 'second-person-2')).body).toEqual({ status: 401, message: 'Invalid username or password' });
    const tokenB = await signInByMobile(ctx.app, { mobile: mobileB, password: 'second-person-2' });
    const claim = await call(ctx.app, 'GET', '/user/email-confirmation-otp', { token: tokenB });
    expect(claim.body, 'an e-mail confirmed by one account cannot be confirmed by another').toEqual({
      status: 409,
      message: 'E-mail is already registered',
    });
    clock.advance(61_000);
    const resetMails = (await outboxFor(ctx.app, email)).length;
    await call(ctx.app, 'POST', '/user/forgot-password', { body: { email } });
    expect(await outboxFor(ctx.app, email)).toHaveLength(resetMails + 1);
  });

  it("does not kill one pending sign-up's code when another sign-up gives the same mobile", async () => {
    const mobile = freshMobile();
    const first = await addUser(`owner${mobile}@example.com`, mobile, 'owner-pass-1');
    const firstCode = await latestCode(ctx.app, `+91${mobile}`);
    clock.advance(61_000);
    const intruder = await addUser(`intruder${mobile}@example.com`, mobile, 'intruder-pass-2');
    expect(intruder.status).toBe(200);
    expect((await verify(first.body.data.user._id, firstCode)).status).toBe(200);
    expect((await verify(intruder.body.data.user._id, await latestCode(ctx.app, `+91${mobile}`))).body, 'the mobile is taken now').toEqual({
      status: 400,
      message: 'Invalid OTP',
    });
    expect(await ctx.database.db.select().from(pendingSignUps).where(eq(pendingSignUps.mobile, `+91${mobile}`))).toEqual([]);
  });

  it("binds a code to its pending sign-up: another sign-up's code for the same mobile is refused", async () => {
    const mobile = freshMobile();
    const first = await addUser(`bound${mobile}@example.com`, mobile, 'bound-pass-1');
    clock.advance(61_000);
    await addUser(`other${mobile}@example.com`, mobile, 'other-pass-2');
    const secondCode = await latestCode(ctx.app, `+91${mobile}`);
    expect((await verify(first.body.data.user._id, secondCode)).body).toEqual({ status: 400, message: 'Invalid OTP' });
  });

  it('resends with send-opt for the given pending sign-up, or the newest of the mobile', async () => {
    const mobile = freshMobile();
    const first = await addUser(`resend${mobile}@example.com`, mobile, 'resend-pass-1');
    clock.advance(61_000);
    const resent = await call(ctx.app, 'POST', '/user/send-opt', {
      body: { source: 'web', mobile, countrycode: '+91', user: first.body.data.user._id },
    });
    expect(resent.body).toEqual({ status: 200, message: 'OTP has been sent to the mobile for verify' });
    expect((await verify(first.body.data.user._id, await latestCode(ctx.app, `+91${mobile}`))).status).toBe(200);
    const foreign = await call(ctx.app, 'POST', '/user/send-opt', {
      body: { source: 'web', mobile: freshMobile(), countrycode: '+91', user: first.body.data.user._id },
    });
    expect(foreign.body).toEqual({ status: 404, message: 'Invalid mobile number' });
  });

  it('ignores a pending sign-up after 24 hours and deletes it on the next sign-up', async () => {
    const mobile = freshMobile();
    const stale = await addUser(`stale${mobile}@example.com`, mobile, 'stale-pass-1');
    const code = await latestCode(ctx.app, `+91${mobile}`);
    clock.advance(24 * 3_600_000);
    expect((await verify(stale.body.data.user._id, code)).body).toEqual({ status: 400, message: 'Invalid OTP' });
    await addUser(`fresh${mobile}@example.com`, freshMobile(), 'fresh-pass-1');
    const left = await ctx.database.db.select().from(pendingSignUps).where(eq(pendingSignUps.id, stale.body.data.user._id));
    expect(left).toEqual([]);
  });

  it('answers 409 at verification when the mobile became an account meanwhile', async () => {
    const mobile = freshMobile();
    const slow = await addUser(`slow${mobile}@example.com`, mobile, 'slow-pass-1');
    const slowCode = await latestCode(ctx.app, `+91${mobile}`);
    await ctx.database.db.insert(users).values({
      id: 'abcdefabcdefabcdefabcdef',
      email: `fast${mobile}@example.com`,
      mobile: `+91${mobile}`,
      passwordHash: 'x',
      mobileVerified: true,
      createdAt: clock.now(),
      updatedAt: clock.now(),
    });
    expect((await verify(slow.body.data.user._id, slowCode)).body).toEqual({ status: 409, message: 'Mobile number is already registered' });
  });

  it('keeps confirmed e-mails unique in the database, unconfirmed ones may repeat', async () => {
    const row = (id: string, mobile: number, emailVerified: boolean) => ({
      id,
      email: 'unique-check@example.com',
      mobile: `+91${mobile}`,
      passwordHash: 'x',
      emailVerified,
      createdAt: clock.now(),
      updatedAt: clock.now(),
    });
    await ctx.database.db.insert(users).values([row('a00000000000000000000001', freshMobile(), false), row('a00000000000000000000002', freshMobile(), false)]);
    await ctx.database.db.insert(users).values(row('a00000000000000000000003', freshMobile(), true));
    await expect(ctx.database.db.insert(users).values(row('a00000000000000000000004', freshMobile(), true))).rejects.toThrow();
    const [count] = await ctx.database.db.select({ n: sql<number>`count(*)` }).from(users).where(eq(users.email, 'unique-check@example.com'));
    expect(Number(count?.n)).toBe(3);
  });
});
