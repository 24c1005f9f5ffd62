import { randomBytes, randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enquiries } from '../db/schema/enquiries.ts';
import { leadEvents } from '../db/schema/leads.ts';
import { zoomSessions } from '../db/schema/zoom-sessions.ts';
import { call, latestCode, outboxFor, TestClock } from '../test-support/accounts.ts';
import { testAppPerFile } from '../test-support/test-app.ts';

const clock = new TestClock(); // 1 March 2026, 06:00 UTC
const ctx = testAppPerFile({ now: clock.now });
const DAY_MS = 86_400_000;

type SignUpAnswer = { data: { data: string; otpSent: boolean } };

/** A session of our own (not the seed's), 7 March 2026 05:30 UTC = 11:00 IST unless told otherwise. */
async function insertSession(overrides: Partial<typeof zoomSessions.$inferInsert> = {}) {
  const row = {
    id: randomBytes(12).toString('hex'),
    zoomMeetingId: `81${randomInt(0, 10)} ${randomInt(1000, 10_000)} ${randomInt(1000, 10_000)}`,
    title: 'Kailash Mansarovar: what to expect',
    description: 'Permits, fitness and the parikrama, with questions.',
    host: 'Tour manager, 14 Kailash yatras',
    startsAt: new Date('2026-03-07T05:30:00.000Z'),
    durationMinutes: 45,
    joinUrl: `https://zoom.example.com/j/${randomInt(1e9, 1e10)}`,
    capacity: 50,
    ...overrides,
  };
  await ctx.database.db.insert(zoomSessions).values(row);
  return row;
}

const freshMobile = (): number => Number(`81${String(randomInt(0, 100_000_000)).padStart(8, '0')}`);

const signUp = (session: { id: string; zoomMeetingId: string }, mobile = freshMobile(), extra: Record<string, unknown> = {}) =>
  call<SignUpAnswer>(ctx.app, 'POST', '/zoommeeting/add-subscriber', {
    body: {
      source: 'web',
      first_name: 'Asha',
      last_name: 'Rao',
      email: `asha${mobile}@example.com`,
      mobile,
      countryCode: '+91',
      meetingID: session.id,
      zoomMeetingID: session.zoomMeetingId,
      otpVerified: true,
      ...extra,
    },
  });

const verify = (id: string, phone: number, otp: string) => call(ctx.app, 'POST', '/enquiry/verify', { body: { source: 'web', id, phone, countrycode: '+91', otp } });

async function signUpVerified(session: { id: string; zoomMeetingId: string }) {
  const mobile = freshMobile();
  const id = (await signUp(session, mobile)).body.data.data;
  expect((await verify(id, mobile, await latestCode(ctx.app, `+91${mobile}`))).status).toBe(200);
  return { id, mobile };
}

describe('POST /zoommeeting/add-subscriber', () => {
  it('stores the sign-up as an unverified zoom enquiry of the session before sending its OTP', async () => {
    const session = await insertSession();
    const mobile = freshMobile();
    const answer = await signUp(session, mobile, { zoomMeetingID: session.zoomMeetingId.replace(/ /g, '') });
    expect(answer.body).toMatchObject({ status: 200, message: 'Please check OTP sent on your phone number', data: { otpSent: true } });
    const [row] = await ctx.database.db.select().from(enquiries).where(eq(enquiries.id, answer.body.data.data));
    expect(row).toMatchObject({ kind: 'zoom', name: 'Asha Rao', email: `asha${mobile}@example.com`, mobile: `+91${mobile}`, zoomSessionId: session.id, source: 'web', verified: false });
    expect(await latestCode(ctx.app, `+91${mobile}`)).toMatch(/^\d{4}$/);
  });

  it("answers 404 'Zoom session not found' for an unknown session or ids that do not belong together", async () => {
    const session = await insertSession();
    const other = await insertSession();
    const notFound = { status: 404, message: 'Zoom session not found' };
    expect((await signUp({ id: 'f'.repeat(24), zoomMeetingId: session.zoomMeetingId })).body).toEqual(notFound);
    expect((await signUp({ id: session.id, zoomMeetingId: other.zoomMeetingId })).body).toEqual(notFound);
  });

  it("answers 400 'This session has already started' once it has begun, and stores nothing", async () => {
    const session = await insertSession({ startsAt: new Date(clock.now().getTime() - 60_000) });
    const mobile = freshMobile();
    expect((await signUp(session, mobile)).body).toEqual({ status: 400, message: 'This session has already started' });
    expect(await ctx.database.db.select().from(enquiries).where(eq(enquiries.mobile, `+91${mobile}`))).toEqual([]);
  });

  it("answers 409 'This session is full' when its verified sign-ups reach its capacity (unverified ones do not count)", async () => {
    const session = await insertSession({ capacity: 2 });
    expect((await signUp(session)).status, 'an unverified sign-up takes no place').toBe(200);
    await signUpVerified(session);
    await signUpVerified(session);
    expect((await signUp(session)).body).toEqual({ status: 409, message: 'This session is full' });
  });

  it('e-mails the join link (title, start in IST, link) when the sign-up is verified, and only then', async () => {
    const session = await insertSession({ startsAt: new Date(clock.now().getTime() + 6 * DAY_MS - 30 * 60_000) });
    const mobile = freshMobile();
    const email = `asha${mobile}@example.com`;
    const id = (await signUp(session, mobile)).body.data.data;
    expect(await outboxFor(ctx.app, email), 'nothing before verification').toEqual([]);
    expect((await verify(id, mobile, await latestCode(ctx.app, `+91${mobile}`))).status).toBe(200);
    const mails = await outboxFor(ctx.app, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain(session.title);
    expect(mails[0]?.body).toContain('Saturday, 7 March 2026 at 11:00 am IST');
    expect(mails[0]?.body).toContain(session.joinUrl);
    expect((await verify(id, mobile, '0000')).status, 'verifying again').toBe(200);
    expect(await outboxFor(ctx.app, email), 'sends no second e-mail').toHaveLength(1);
  });

  it('refuses the verification that would overfill the session: nothing marked, no lead event, no e-mail', async () => {
    const session = await insertSession({ capacity: 1 });
    const first = freshMobile();
    const second = freshMobile();
    const firstId = (await signUp(session, first)).body.data.data;
    const secondId = (await signUp(session, second)).body.data.data;
    expect((await verify(firstId, first, await latestCode(ctx.app, `+91${first}`))).status).toBe(200);
    const late = await verify(secondId, second, await latestCode(ctx.app, `+91${second}`));
    expect(late.body).toEqual({ status: 409, message: 'This session is full' });
    const [row] = await ctx.database.db.select().from(enquiries).where(eq(enquiries.id, secondId));
    expect(row?.verified).toBe(false);
    expect(await ctx.database.db.select().from(leadEvents).where(and(eq(leadEvents.subjectId, secondId)))).toEqual([]);
    expect(await outboxFor(ctx.app, `asha${second}@example.com`)).toEqual([]);
  });

  it('names every invalid field', async () => {
    const session = await insertSession();
    const refused = async (extra: Record<string, unknown>) => (await signUp(session, freshMobile(), extra)).body.message;
    expect(await refused({ source: undefined })).toBe("Invalid body field 'source': must be 'web', 'android' or 'ios'");
    expect(await refused({ first_name: ' ' })).toBe("Invalid body field 'first_name': Name is required");
    expect(await refused({ email: 'asha@' })).toBe("Invalid body field 'email': Enter a valid email address");
    expect(await refused({ mobile: 12345 })).toBe('Invalid phone number');
  });
});
