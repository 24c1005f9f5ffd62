import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes } from '../db/schema/otp.ts';
import { call, freshMobile, latestCode, otherCode, outboxFor, TestClock, trustedClientIp } from '../test-support/accounts.ts';
import { purgeExpired } from '../housekeeping/purge.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

const clock = new TestClock();
let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ now: clock.now });
});
afterAll(async () => {
  await ctx.database.close();
});

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

const send = (mobile: number, path: '/otp/send' | '/otp/resend' = '/otp/send') =>
  call(ctx.app, 'POST', path, { body: { mobile, countrycode: '+91' } });
const verify = (mobile: number, otp: string) => call(ctx.app, 'POST', '/otp/verify', { body: { mobile, countrycode: '+91', otp } });

describe('OTP send and verify', () => {
  it('sends a 4-digit code by SMS and verifies it once', async () => {
    const mobile = freshMobile();
    const sent = await send(mobile);
    expect(sent.body).toEqual({
      status: 200,
      message: 'OTP has been sent to the mobile for verify',
      data: { message: 'OTP has been sent to the mobile for verify' },
    });
    const [sms] = await outboxFor(ctx.app, `+91${mobile}`);
    expect(sms?.body).toMatch(/^\d{4} is your OTP for mobile number verification\. Valid for 10 minutes\.$/);
    const code = await latestCode(ctx.app, `+91${mobile}`);
    expect((await verify(mobile, code)).body).toEqual({ status: 200, message: 'OTP verified', data: { message: 'OTP verified' } });
    expect((await verify(mobile, code)).body).toEqual({ status: 400, message: 'Invalid OTP' });
  });

  it('stores the code as an HMAC, never in clear', async () => {
    const mobile = freshMobile();
    await send(mobile);
    const code = await latestCode(ctx.app, `+91${mobile}`);
    const rows = await ctx.database.db.select().from(otpCodes).where(eq(otpCodes.recipient, `+91${mobile}`));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.codeHash).not.toContain(code);
  });

  it('refuses the right code on the 6th try after 5 wrong ones, and the code stays dead', async () => {
    const mobile = freshMobile();
    await send(mobile);
    const code = await latestCode(ctx.app, `+91${mobile}`);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await verify(mobile, otherCode(code))).status, `wrong try ${attempt}`).toBe(400);
    }
    expect((await verify(mobile, code)).body).toEqual({ status: 400, message: 'Invalid OTP' });
    expect((await verify(mobile, code)).status).toBe(400);
  });

  it('accepts the right code after 4 wrong tries', async () => {
    const mobile = freshMobile();
    await send(mobile);
    const code = await latestCode(ctx.app, `+91${mobile}`);
    for (let attempt = 1; attempt <= 4; attempt += 1) await verify(mobile, otherCode(code));
    expect((await verify(mobile, code)).status).toBe(200);
  });

  it('does not count malformed codes as tries', async () => {
    const mobile = freshMobile();
    await send(mobile);
    const code = await latestCode(ctx.app, `+91${mobile}`);
    for (const malformed of ['', '12', '12345', 'abcd', 'abcd', 'abcd']) expect((await verify(mobile, malformed)).status).toBe(400);
    expect((await verify(mobile, code)).status).toBe(200);
  });

  it('expires a code after 10 minutes', async () => {
    const fresh = freshMobile();
    await send(fresh);
    clock.advance(10 * MINUTE - SECOND);
    expect((await verify(fresh, await latestCode(ctx.app, `+91${fresh}`))).status, 'still valid at 9:59').toBe(200);

    const stale = freshMobile();
    await send(stale);
    clock.advance(10 * MINUTE);
    expect((await verify(stale, await latestCode(ctx.app, `+91${stale}`))).body).toEqual({ status: 400, message: 'Invalid OTP' });
  });

  it('lets only one of two concurrent verifications with the right code through', async () => {
    const mobile = freshMobile();
    await send(mobile);
    const code = await latestCode(ctx.app, `+91${mobile}`);
    const answers = await Promise.all([verify(mobile, code), verify(mobile, code), verify(mobile, code)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400]);
  });
});

describe('OTP limits', () => {
  it("answers 429 with retry-after before 60 s, and sends again at 60 s (resend too)", async () => {
    const mobile = freshMobile();
    await send(mobile);
    clock.advance(15 * SECOND + 400);
    const early = await send(mobile, '/otp/resend');
    expect(early.status).toBe(429);
    expect(early.body).toEqual({ status: 429, message: 'Please wait 45 seconds before requesting a new OTP' });
    expect(early.headers.get('retry-after')).toBe('45');
    clock.advance(45 * SECOND);
    const resent = await send(mobile, '/otp/resend');
    expect(resent.status).toBe(200);
    expect(resent.body.message).toBe('OTP has been sent to the mobile for verify');
  });

  it('sends a new code at once after the last one was verified: the gap only guards a code still waiting', async () => {
    const mobile = freshMobile();
    await send(mobile);
    clock.advance(5 * SECOND);
    expect((await verify(mobile, await latestCode(ctx.app, `+91${mobile}`))).status).toBe(200);
    const again = await send(mobile);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await outboxFor(ctx.app, `+91${mobile}`)).toHaveLength(2);
    // The new code waits unused: the gap holds again.
    clock.advance(5 * SECOND);
    expect((await send(mobile, '/otp/resend')).body).toEqual({ status: 429, message: 'Please wait 55 seconds before requesting a new OTP' });
  });

  it('keeps the gap after wrong tries: a code not yet verified is still waiting', async () => {
    const mobile = freshMobile();
    await send(mobile);
    await verify(mobile, otherCode(await latestCode(ctx.app, `+91${mobile}`)));
    expect((await send(mobile)).status).toBe(429);
  });

  it('kills the older code when a new one is sent', async () => {
    const mobile = freshMobile();
    await send(mobile);
    clock.advance(61 * SECOND);
    await send(mobile);
    const live = await ctx.database.db
      .select({ createdAt: otpCodes.createdAt })
      .from(otpCodes)
      .where(and(eq(otpCodes.recipient, `+91${mobile}`), isNull(otpCodes.consumedAt)));
    expect(live).toEqual([{ createdAt: clock.now() }]);
    expect((await verify(mobile, await latestCode(ctx.app, `+91${mobile}`))).status).toBe(200);
  });

  it('allows 5 codes per recipient per hour from one client, then 429 until the oldest is an hour old', async () => {
    const mobile = freshMobile();
    const fromOneClient = () => call(ctx.app, 'POST', '/otp/send', { body: { mobile, countrycode: '+91' }, headers: trustedClientIp('192.0.2.77') });
    for (let sent = 1; sent <= 5; sent += 1) {
      expect((await fromOneClient()).status, `send ${sent}`).toBe(200);
      clock.advance(61 * SECOND);
    }
    const capped = await fromOneClient();
    expect(capped.status).toBe(429);
    expect(capped.body).toEqual({ status: 429, message: 'Too many OTP requests. Please try again after an hour' });
    const wait = Number(capped.headers.get('retry-after'));
    expect(wait).toBe(60 * 60 - 5 * 61);
    clock.advance(wait * SECOND);
    expect((await fromOneClient()).status).toBe(200);
    expect(await outboxFor(ctx.app, `+91${mobile}`)).toHaveLength(6);
  });

  it('refuses every OTP of a recipient once its codes had 10 wrong tries in a day, the right code too, until they are a day old', async () => {
    const mobile = freshMobile();
    const wrongTries = async (count: number) => {
      const code = await latestCode(ctx.app, `+91${mobile}`);
      for (let attempt = 1; attempt <= count; attempt += 1) expect((await verify(mobile, otherCode(code))).status).toBe(400);
    };
    const firstSent = clock.now().getTime();
    await send(mobile);
    await wrongTries(5);
    clock.advance(61 * SECOND);
    await send(mobile);
    await wrongTries(4);
    clock.advance(61 * SECOND);
    expect((await send(mobile)).status).toBe(200);
    const code = await latestCode(ctx.app, `+91${mobile}`);
    await wrongTries(1);

    const refused = await verify(mobile, code);
    expect(refused.body).toEqual({ status: 429, message: 'Too many wrong OTPs. Please try again after 24 hours' });
    clock.advance(61 * SECOND);
    const notSent = await send(mobile);
    expect(notSent.status).toBe(429);
    expect(Number(notSent.headers.get('retry-after'))).toBe((firstSent + DAY - clock.now().getTime()) / SECOND);

    clock.advance(DAY);
    expect((await send(mobile)).status).toBe(200);
    expect((await verify(mobile, await latestCode(ctx.app, `+91${mobile}`))).status).toBe(200);
  });

  it('keeps counting the wrong tries for the whole day after the purge job deleted expired codes', async () => {
    const mobile = freshMobile();
    for (const tries of [5, 5]) {
      expect((await send(mobile)).status).toBe(200);
      const code = await latestCode(ctx.app, `+91${mobile}`);
      for (let attempt = 1; attempt <= tries; attempt += 1) expect((await verify(mobile, otherCode(code))).status).toBe(400);
      clock.advance(61 * SECOND);
    }
    clock.advance(2 * 60 * MINUTE);
    await purgeExpired(ctx.database.db, clock.now(), { outboxRetentionHours: 72 });
    expect((await send(mobile)).body).toEqual({ status: 429, message: 'Too many wrong OTPs. Please try again after 22 hours' });
    clock.advance(DAY);
    await purgeExpired(ctx.database.db, clock.now(), { outboxRetentionHours: 72 });
    const codesLeft = await ctx.database.db.select().from(otpCodes).where(eq(otpCodes.recipient, `+91${mobile}`));
    expect(codesLeft, 'a day later the guessed codes go too').toEqual([]);
    expect((await send(mobile)).status).toBe(200);
  });

  it("answers 400 'Invalid phone number' for a number that is not valid for its dial code", async () => {
    const answer = await call(ctx.app, 'POST', '/otp/send', { body: { mobile: 98100123, countrycode: '+91' } });
    expect(answer.body).toEqual({ status: 400, message: 'Invalid phone number' });
  });

  it('names the field when the body has the wrong shape', async () => {
    const answer = await call(ctx.app, 'POST', '/otp/send', { body: { mobile: 9810012345, countrycode: 'India' } });
    expect(answer.body).toEqual({ status: 400, message: "Invalid body field 'countrycode': must be a dial code such as '+91'" });
  });
});
