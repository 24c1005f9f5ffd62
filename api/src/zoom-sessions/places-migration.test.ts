import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { asc, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../db/migrations-folder.ts';
import { zoomSessionPlaces } from '../db/schema/zoom-session-places.ts';
import { listUpcomingSessions } from './store.ts';

/** The migration that brought places (one per session and verified number). */
const PLACES_MIGRATION = '0027_zoom-session-places';

type Journal = { entries: { tag: string }[] };

let client: PGlite;
let before: string;

/** The migrations folder as it was before `PLACES_MIGRATION` (the journal cut there; drizzle reads only the journal's files). */
async function foldersBeforePlaces(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'zoom-places-migration-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journal = JSON.parse(await readFile(join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
  const cut = journal.entries.findIndex((entry) => entry.tag === PLACES_MIGRATION);
  expect(cut, `${PLACES_MIGRATION} in the journal`).toBeGreaterThan(0);
  await writeFile(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return folder;
}

beforeAll(async () => {
  client = new PGlite({ extensions: { pg_trgm } });
  await client.waitReady;
  before = await foldersBeforePlaces();
  await migrate(drizzle(client), { migrationsFolder: before });
});

afterAll(async () => {
  await client?.close();
  if (before) await rm(before, { recursive: true, force: true });
});

const SESSION = 'a'.repeat(24);
const OTHER_SESSION = 'b'.repeat(24);
const DUPLICATED = '+919810000001';

/** A `zoom` enquiry as the code before places stored it. */
const signUpRow = (id: string, session: string, mobile: string, email: string, verifiedAt: string | null) =>
  client.query(
    `insert into enquiries (id, kind, name, mobile, email, source, verified, verified_at, zoom_session_id, created_at)
     values ($1, 'zoom', 'Dup', $2, $3, 'web', $4, $5, $6, '2026-11-20T10:00:00Z')`,
    [id, mobile, email, verifiedAt !== null, verifiedAt, session],
  );

describe(`migration ${PLACES_MIGRATION} on a database with duplicated sign-ups`, () => {
  it('keeps one place per session and verified number, held by its newest sign-up, its mails counted', { timeout: 60_000 }, async () => {
    for (const id of [SESSION, OTHER_SESSION]) {
      await client.query(
        `insert into zoom_sessions (id, zoom_meeting_id, title, description, host, starts_at, duration_minutes, join_url, capacity)
         values ($1, $2, 'Kailash', 'Questions', 'Host', '2026-12-05T05:30:00Z', 45, 'https://zoom.example.com/j/1', 100)`,
        [id, `81${id.slice(0, 2) === 'aa' ? 1 : 2} 3456 7890`],
      );
    }
    // The probe's rows: one number verified three times for one session (three places before), and once elsewhere.
    await signUpRow('0'.repeat(23) + '1', SESSION, DUPLICATED, 'dup0@probe.test', '2026-11-20T10:00:00Z');
    await signUpRow('0'.repeat(23) + '2', SESSION, DUPLICATED, 'dup1@probe.test', '2026-11-20T10:01:00Z');
    await signUpRow('0'.repeat(23) + '3', SESSION, DUPLICATED, 'dup2@probe.test', '2026-11-20T10:02:00Z');
    await signUpRow('0'.repeat(23) + '4', OTHER_SESSION, DUPLICATED, 'dup3@probe.test', '2026-11-20T10:03:00Z');
    await signUpRow('0'.repeat(23) + '5', SESSION, '+919810000002', 'other@example.com', '2026-11-20T10:04:00Z');
    await signUpRow('0'.repeat(23) + '6', SESSION, '+919810000003', 'waiting@example.com', null);

    const db = drizzle(client);
    await migrate(db, { migrationsFolder });

    const places = await db.select().from(zoomSessionPlaces).orderBy(asc(zoomSessionPlaces.sessionId), asc(zoomSessionPlaces.mobile));
    expect(places.map(({ sessionId, mobile, enquiryId, joinMailsSent }) => ({ sessionId, mobile, enquiryId, joinMailsSent }))).toEqual([
      { sessionId: SESSION, mobile: DUPLICATED, enquiryId: '0'.repeat(23) + '3', joinMailsSent: 3 },
      { sessionId: SESSION, mobile: '+919810000002', enquiryId: '0'.repeat(23) + '5', joinMailsSent: 1 },
      { sessionId: OTHER_SESSION, mobile: DUPLICATED, enquiryId: '0'.repeat(23) + '4', joinMailsSent: 1 },
    ]);
    expect(places[0]?.createdAt.toISOString(), 'the place dates from its first verification').toBe('2026-11-20T10:00:00.000Z');

    const listed = await listUpcomingSessions(db, new Date('2026-11-28T00:00:00Z'), 10);
    expect(listed.map(({ id, seatsLeft }) => ({ id, seatsLeft }))).toEqual([
      { id: SESSION, seatsLeft: 98 },
      { id: OTHER_SESSION, seatsLeft: 99 },
    ]);
  });

  it('refuses a second place for one number and session from then on (the unique index)', async () => {
    const db = drizzle(client);
    const again = db.insert(zoomSessionPlaces).values({
      sessionId: SESSION,
      mobile: DUPLICATED,
      enquiryId: '0'.repeat(23) + '1',
      joinMailsSent: 1,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    await expect(again).rejects.toMatchObject({ cause: { code: '23505' } });
    await expect(db.execute(sql`insert into zoom_session_places values (${OTHER_SESSION}, '9810000001', ${'0'.repeat(23) + '1'}, 1, now(), now())`)).rejects.toMatchObject({
      cause: { code: '23514' },
    });
  });
});
