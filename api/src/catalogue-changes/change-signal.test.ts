import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { SEATS } from '../app.ts';
import { departures } from '../db/schema/departures.ts';
import { recordingNotices } from '../test-support/recording-notices.ts';
import { TEST_TOKEN, testAppPerFile } from '../test-support/test-app.ts';
import { CHANGE_CHANNEL } from './change-signal.ts';

const notices = recordingNotices();
// The app LISTENs on its database like main.ts does: seat holds and other instances reach it as signals.
const ctx = testAppPerFile({ caching: { notices }, listen: true });

const SLUG = 'kailash-mansarovar-yatra-overland-via-kathmandu';

async function cacheState(path: string): Promise<string | null> {
  const response = await ctx.app.request(`/api/v1${path}`, { headers: { authorization: TEST_TOKEN } });
  await response.arrayBuffer();
  return response.headers.get('x-cache');
}

/**
 * Waits until `check` holds (a NOTIFY arrives after the COMMIT that sent it): within 10 s, as a busy machine may
 * take seconds to deliver it (1 s was not enough while three suites shared two cores in CI).
 */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  await vi.waitFor(
    async () => {
      if (!(await check())) throw new Error('condition not met yet');
    },
    { timeout: 10_000, interval: 20 },
  );
}

async function aDepartureOf(slug: string): Promise<{ id: string; packageId: string }> {
  const detail = (await (await ctx.app.request(`/api/v1/package-data/${slug}`, { headers: { authorization: TEST_TOKEN } })).json()) as { data: { _id: string } };
  const [row] = await ctx.database.db.select({ id: departures.id, packageId: departures.packageId }).from(departures).where(and(eq(departures.packageId, detail.data._id), gte(departures.seatsLeft, 2), lt(departures.seatsLeft, departures.seatsTotal))).limit(1);
  if (!row) throw new Error(`no departure of ${slug}`);
  return row;
}

describe('catalogue change signals (LISTEN/NOTIFY)', () => {
  it('a committed seat hold drops the cached answers of its package and queues its notice', async () => {
    const departure = await aDepartureOf(SLUG);
    await cacheState(`/package-data/${SLUG}`);
    await cacheState('/package-data/char-dham-yatra-by-helicopter');
    expect(await cacheState(`/package-data/${SLUG}`)).toBe('hit');
    notices.queued.length = 0;

    await ctx.database.db.transaction((tx) => SEATS.hold(tx, departure.id, 1));
    await eventually(async () => notices.queued.length > 0);
    expect(notices.queued).toEqual([[`package:${departure.packageId}`]]);
    expect(await cacheState(`/package-data/${SLUG}`)).toBe('miss');
    expect(await cacheState('/package-data/char-dham-yatra-by-helicopter')).toBe('hit');
  });

  it('a rolled-back seat hold signals nothing', async () => {
    const departure = await aDepartureOf(SLUG);
    await cacheState(`/package-data/${SLUG}`);
    notices.queued.length = 0;
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await SEATS.release(tx, departure.id, 1);
        throw new Error('payment failed');
      }),
    ).rejects.toThrow('payment failed');
    // A later signal proves the channel works and that the rolled-back one never came.
    await ctx.database.db.transaction((tx) => SEATS.hold(tx, departure.id, 1));
    await eventually(async () => notices.queued.length > 0);
    expect(notices.queued).toEqual([[`package:${departure.packageId}`]]);
  });

  it("another instance's change drops this instance's entries without a second notice from here", async () => {
    await cacheState('/categorymenu');
    expect(await cacheState('/categorymenu')).toBe('hit');
    notices.queued.length = 0;
    const signal = JSON.stringify({ origin: 'another-api-instance', tags: ['catalogue'], handled: true });
    await ctx.database.db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${signal})`);
    await eventually(async () => (await cacheState('/categorymenu')) === 'miss');
    expect(notices.queued).toEqual([]);
  });
});
