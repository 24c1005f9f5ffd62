import { randomBytes, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enquiries } from '../db/schema/enquiries.ts';
import { zoomSessions } from '../db/schema/zoom-sessions.ts';
import { call, createAccount, latestCode, outboxFor, signInByMobile, TestClock } from '../test-support/accounts.ts';
import { testAppPerFile } from '../test-support/test-app.ts';
import type { ZoomSessionAnswer } from './schemas.ts';

const clock = new TestClock(); // 1 March 2026, 06:00 UTC: a Sunday, so no seeded session (Saturdays) comes first
const ctx = testAppPerFile({ now: clock.now });

type SignUpAnswer = { data: { data: string; otpSent: boolean; otpverified?: boolean } };

let sessionsMade = 0;
/** A session of our own starting within the next hours, so it is among the first of the listing. */
async function insertSession(capacity = 100) {
  sessionsMade += 1;
  const row = {
    id: randomBytes(12).toString('hex'),
    zoomMeetingId: `83${randomInt(0, 10)} ${randomInt(1000, 10_000)} ${randomInt(1000, 10_000)}`,
    title: 'Char Dham: what to expect',
    description: 'Routes, registration and the weather, with questions.',
    host: 'Tour manager, 20 Char Dham yatras',
    startsAt: new Date(clock.now().getTime() + 3_600_000 + sessionsMade * 60_000),
    durationMinutes: 45,
    joinUrl: `https://zoom.example.com/j/${randomInt(1e9, 1e10)}`,
    capacity,
  };
  await ctx.database.db.insert(zoomSessions).values(row);
  return row;
}

type Session = Awaited<ReturnType<typeof insertSession>>;

const signUp = (session: Session, mobile: number | string, email: string, options: { token?: string; firstName?: string; countryCode?: string } = {}) =>
  call<SignUpAnswer>(ctx.app, 'POST', '/zoommeeting/add-subscriber', {
    ...(options.token ? { token: options.token } : {}),
    body: {
      source: 'web',
      first_name: options.firstName ?? 'Asha',
      last_name: 'Rao',
      email,
      mobile,
      countryCode: options.countryCode ?? '+91',
      meetingID: session.id,
      zoomMeetingID: session.zoomMeetingId,
    },
  });

const verify = (id: string, phone: number, otp: string) => call(ctx.app, 'POST', '/enquiry/verify', { body: { source: 'web', id, phone, countrycode: '+91', otp } });

async function seatsLeftOf(session: Session): Promise<number | undefined> {
  const listed = await call<{ data: ZoomSessionAnswer[] }>(ctx.app, 'GET', '/zoommeeting/upcoming?limit=10');
  return listed.body.data.find((row) => row._id === session.id)?.seatsLeft;
}

/** A signed-in account: its own mobile is proven, so its sign-ups are verified at once (the probe's path). */
async function signedInAccount() {
  const account = await createAccount(ctx.app, { confirmEmail: false });
  return { ...account, token: await signInByMobile(ctx.app, account) };
}

const mailsTo = async (email: string) => (await outboxFor(ctx.app, email)).map((mail) => mail.body);

describe('one place per mobile number and Zoom session', () => {
  it('takes one place however often a signed-in account signs its own number up for the session (the probe: 100 → 97)', async () => {
    const session = await insertSession(100);
    const user = await signedInAccount();
    for (const i of [0, 1, 2]) {
      const answer = await signUp(session, user.mobile, `dup${i}-${user.mobile}@probe.test`, { token: user.token, firstName: `Dup${i}` });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data).toMatchObject({ otpSent: false, otpverified: true });
    }
    expect(await seatsLeftOf(session)).toBe(99);
  });

  it('counts the number once however it is spelled (a leading 0, the dial code without +)', async () => {
    const session = await insertSession();
    const user = await signedInAccount();
    expect((await signUp(session, user.mobile, `plain-${user.mobile}@example.com`, { token: user.token })).status).toBe(200);
    const respelled = await signUp(session, `0${user.mobile}`, `zero-${user.mobile}@example.com`, { token: user.token, countryCode: '91' });
    expect(respelled.body.data, JSON.stringify(respelled.body)).toMatchObject({ otpverified: true });
    expect(await seatsLeftOf(session)).toBe(99);
  });

  it('re-sends the join link to the address of the repeat sign-up, whose name and address the place now has', async () => {
    const session = await insertSession();
    const user = await signedInAccount();
    const [typo, corrected] = [`asha.rao-${user.mobile}@exampel.com`, `asha.rao-${user.mobile}@example.com`];
    await signUp(session, user.mobile, typo, { token: user.token });
    const again = await signUp(session, user.mobile, corrected, { token: user.token, firstName: 'Asha Devi' });
    expect(again.body).toMatchObject({ status: 200, message: 'Query submitted successfully soon you will notified', data: { otpverified: true } });
    expect(await mailsTo(typo)).toHaveLength(1);
    const mails = await mailsTo(corrected);
    expect(mails).toEqual([expect.stringContaining(`Join here: ${session.joinUrl}`)]);
    expect(mails[0]).toContain('Namaste Asha Devi Rao,');
    expect(await seatsLeftOf(session)).toBe(99);
  });

  it("sends a place's join link at most 3 times; the 4th sign-up of the number is refused 409 and verifies nothing", async () => {
    const session = await insertSession();
    const user = await signedInAccount();
    const addresses = [0, 1, 2, 3].map((i) => `spread${i}-${user.mobile}@probe.test`);
    for (const email of addresses.slice(0, 3)) expect((await signUp(session, user.mobile, email, { token: user.token })).status).toBe(200);
    const fourth = await signUp(session, user.mobile, addresses[3]!, { token: user.token });
    expect(fourth.body).toEqual({ status: 409, message: 'This mobile number is already registered for this session; its join link has been e-mailed' });
    expect(await mailsTo(addresses[3]!)).toEqual([]);
    const rows = await ctx.database.db.select().from(enquiries).where(eq(enquiries.email, addresses[3]!));
    expect(rows.map((row) => row.verified), 'stored, never verified').toEqual([false]);
    expect(await seatsLeftOf(session)).toBe(99);
  });

  it('counts a number once when two of its sign-ups are verified by OTP one after the other', async () => {
    const session = await insertSession();
    const mobile = Number(`83${String(randomInt(0, 100_000_000)).padStart(8, '0')}`);
    const first = (await signUp(session, mobile, `first-${mobile}@example.com`)).body.data.data;
    expect((await verify(first, mobile, await latestCode(ctx.app, `+91${mobile}`))).status).toBe(200);
    clock.advance(61_000); // the resend gap of the number's codes
    const second = (await signUp(session, mobile, `second-${mobile}@example.com`)).body.data.data;
    expect((await verify(second, mobile, await latestCode(ctx.app, `+91${mobile}`))).status).toBe(200);
    expect(await seatsLeftOf(session)).toBe(99);
    expect(await mailsTo(`second-${mobile}@example.com`), 'the link went to the second address too').toHaveLength(1);
  });

  it('takes one place for six parallel sign-ups of one number: three mailed, three refused', async () => {
    const session = await insertSession();
    const user = await signedInAccount();
    const answers = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => signUp(session, user.mobile, `parallel${i}-${user.mobile}@probe.test`, { token: user.token })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 409, 409, 409]);
    expect(await seatsLeftOf(session)).toBe(99);
  });

  it('still refuses another number once the places are taken, while one number took only one of them', async () => {
    const session = await insertSession(2);
    const user = await signedInAccount();
    await signUp(session, user.mobile, `a-${user.mobile}@example.com`, { token: user.token });
    await signUp(session, user.mobile, `b-${user.mobile}@example.com`, { token: user.token });
    const other = await signedInAccount();
    expect((await signUp(session, other.mobile, `c-${other.mobile}@example.com`, { token: other.token })).status).toBe(200);
    expect(await seatsLeftOf(session)).toBe(0);
    const third = await signedInAccount();
    expect((await signUp(session, third.mobile, `d-${third.mobile}@example.com`, { token: third.token })).body).toEqual({ status: 409, message: 'This session is full' });
  });
});
