import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { departures } from '../db/schema/departures.ts';
import { stableId } from '../seed/ids.ts';
import { testAppPerFile } from '../test-support/test-app.ts';
import { holdSeats, releaseSeats } from './seat-holds.ts';

const VARANASI = stableId('package', 'varanasi-tour-package');

const ctx = testAppPerFile();
let nextDay = 1;

/** A departure of its own far in the future, so the seeded rows do not matter. */
async function departureWith(seatsLeft: number, seatsTotal = 20): Promise<string> {
  const startDate = `2031-01-${String(nextDay++).padStart(2, '0')}`;
  const id = stableId('test-departure', startDate);
  const packageId = VARANASI;
  await ctx.database.db.insert(departures).values({ id, packageId, startDate, seatsTotal, seatsLeft });
  return id;
}

const seatsLeftOf = async (id: string) =>
  (await ctx.database.db.select({ seatsLeft: departures.seatsLeft }).from(departures).where(eq(departures.id, id)))[0]?.seatsLeft;

describe('holdSeats', () => {
  it('sells the last seat exactly once when 20 holds race for it', async () => {
    const id = await departureWith(1);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => ctx.database.db.transaction((tx) => holdSeats(tx, id, 1))),
    );
    expect(outcomes.filter((outcome) => outcome !== null)).toEqual([{ departureId: id, packageId: VARANASI, seatsLeft: 0 }]);
    expect(await seatsLeftOf(id)).toBe(0);
  });

  it('takes several seats only when that many are free, and leaves the row alone otherwise', async () => {
    const id = await departureWith(3);
    expect(await holdSeats(ctx.database.db, id, 4)).toBeNull();
    expect(await seatsLeftOf(id)).toBe(3);
    expect(await holdSeats(ctx.database.db, id, 3)).toEqual({ departureId: id, packageId: VARANASI, seatsLeft: 0 });
  });

  it('answers null for an unknown departure and refuses a count below 1', async () => {
    expect(await holdSeats(ctx.database.db, 'no-such-departure', 1)).toBeNull();
    await expect(holdSeats(ctx.database.db, 'x', 0)).rejects.toThrow(RangeError);
  });

  it('rolls back with the transaction that held the seats', async () => {
    const id = await departureWith(2);
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await holdSeats(tx, id, 2);
        throw new Error('payment failed');
      }),
    ).rejects.toThrow('payment failed');
    expect(await seatsLeftOf(id)).toBe(2);
  });
});

describe('releaseSeats', () => {
  it('gives seats back, never above the capacity', async () => {
    const id = await departureWith(18, 20);
    expect(await releaseSeats(ctx.database.db, id, 1)).toEqual({ departureId: id, packageId: VARANASI, seatsLeft: 19 });
    expect(await releaseSeats(ctx.database.db, id, 5)).toEqual({ departureId: id, packageId: VARANASI, seatsLeft: 20 });
    expect(await releaseSeats(ctx.database.db, 'no-such-departure', 1)).toBeNull();
  });
});
