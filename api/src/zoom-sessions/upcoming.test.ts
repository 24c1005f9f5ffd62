import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enquiries } from '../db/schema/enquiries.ts';
import { zoomSessionPlaces } from '../db/schema/zoom-session-places.ts';
import { zoomSessions } from '../db/schema/zoom-sessions.ts';
import { call } from '../test-support/accounts.ts';
import { createTestAppOver, testAppPerFile } from '../test-support/test-app.ts';
import type { ZoomSessionAnswer } from './schemas.ts';

const shared = testAppPerFile();

const seeded = () => shared.database.db.select().from(zoomSessions).orderBy(asc(zoomSessions.startsAt));

/** The app over the same database with its clock at `now`. */
const appAt = (now: Date) => createTestAppOver(shared.database, { now: () => now }).app;

const list = (app: ReturnType<typeof appAt>, query = '') => call<{ data: ZoomSessionAnswer[] }>(app, 'GET', `/zoommeeting/upcoming${query}`);

let mobileSuffix = 0;
/** A sign-up of a new number as the enquiries domain stores it; a verified one with its place (join-link-mail.ts). */
async function signUp(sessionId: string, verified: boolean): Promise<void> {
  mobileSuffix += 1;
  const id = randomBytes(12).toString('hex');
  const mobile = `+9182${String(10_000_000 + mobileSuffix)}`;
  await shared.database.db.insert(enquiries).values({
    id,
    kind: 'zoom',
    name: 'Test Pilgrim',
    mobile,
    email: `zoom${mobileSuffix}@example.com`,
    source: 'web',
    verified,
    verifiedAt: verified ? new Date() : null,
    zoomSessionId: sessionId,
    createdAt: new Date(),
  });
  if (verified) await shared.database.db.insert(zoomSessionPlaces).values({ sessionId, mobile, enquiryId: id, joinMailsSent: 1, createdAt: new Date(), updatedAt: new Date() });
}

describe('GET /zoommeeting/upcoming', () => {
  it('lists three upcoming sessions soonest first by default, without the join link', async () => {
    const sessions = await seeded();
    const answer = await list(appAt(new Date(sessions[0]!.startsAt.getTime() - 86_400_000)));
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((session) => session._id)).toEqual(sessions.slice(0, 3).map((session) => session.id));
    const [first] = answer.body.data;
    expect(first).toEqual({
      _id: sessions[0]!.id,
      meetingID: sessions[0]!.id,
      zoomMeetingID: sessions[0]!.zoomMeetingId,
      title: sessions[0]!.title,
      description: sessions[0]!.description,
      host: sessions[0]!.host,
      startsAt: sessions[0]!.startsAt.toISOString(),
      durationMinutes: sessions[0]!.durationMinutes,
      seatsLeft: sessions[0]!.capacity,
    });
    expect(JSON.stringify(answer.body)).not.toContain('zoom.us');
  });

  it('leaves out a session once it has started', async () => {
    const sessions = await seeded();
    const answer = await list(appAt(sessions[1]!.startsAt), '?limit=10');
    expect(answer.body.data.map((session) => session._id)).toEqual(sessions.slice(2).map((session) => session.id));
  });

  it('counts only the places of verified numbers of each session against its capacity', async () => {
    const sessions = await seeded();
    const [target, other] = [sessions[sessions.length - 1]!, sessions[sessions.length - 2]!];
    await signUp(target.id, true);
    await signUp(target.id, true);
    await signUp(target.id, false);
    await signUp(other.id, true);
    const answer = await list(appAt(new Date(sessions[0]!.startsAt.getTime() - 1000)), '?limit=10');
    const seatsLeft = new Map(answer.body.data.map((session) => [session._id, session.seatsLeft]));
    expect(seatsLeft.get(target.id)).toBe(target.capacity - 2);
    expect(seatsLeft.get(other.id)).toBe(other.capacity - 1);
  });

  it('answers 0 places, never fewer, for a session its verified sign-ups filled', async () => {
    const sessions = await seeded();
    const full = sessions[2]!;
    await shared.database.db.update(zoomSessions).set({ capacity: 1 }).where(eq(zoomSessions.id, full.id));
    await signUp(full.id, true);
    await signUp(full.id, true);
    const answer = await list(appAt(new Date(sessions[0]!.startsAt.getTime() - 1000)), '?limit=10');
    expect(answer.body.data.find((session) => session._id === full.id)?.seatsLeft).toBe(0);
  });

  it.each([
    ['?limit=0', "Invalid query parameter 'limit': must be at least 1"],
    ['?limit=11', "Invalid query parameter 'limit': must be at most 10"],
    ['?limit=two', "Invalid query parameter 'limit': must be a whole number"],
  ])('refuses %s', async (query, message) => {
    const answer = await list(shared.app, query);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });

  it('takes the public token without a user', async () => {
    const answer = await list(shared.app, '?limit=10');
    expect(answer.status).toBe(200);
    expect(answer.body.data.length).toBeGreaterThan(0);
  });
});
