import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { departures } from '../db/schema/departures.ts';

/** `packageId`: whose public departures list changed (the catalogue change path tags it, app.ts). */
export type SeatChange = { departureId: string; packageId: string; seatsLeft: number };

function requirePositive(count: number): void {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`a seat count must be a whole number from 1, got ${count}`);
}

/**
 * Takes `count` seats of a departure, only when that many are still free: one conditional UPDATE, so two
 * concurrent holds of the last seat cannot both succeed (the second finds `seats_left >= 1` false once the
 * first has written; PostgreSQL re-checks the WHERE on the row's newest version). Null when not enough
 * seats remain or the departure is unknown. Run it inside the caller's transaction (cart, payment).
 */
export async function holdSeats(tx: Db, departureId: string, count: number): Promise<SeatChange | null> {
  requirePositive(count);
  const [row] = await tx
    .update(departures)
    .set({ seatsLeft: sql`${departures.seatsLeft} - ${count}` })
    .where(and(eq(departures.id, departureId), gte(departures.seatsLeft, count)))
    .returning({ departureId: departures.id, packageId: departures.packageId, seatsLeft: departures.seatsLeft });
  return row ?? null;
}

/** Gives `count` held seats back (a failed or cancelled booking), never above the capacity. Null when unknown. */
export async function releaseSeats(tx: Db, departureId: string, count: number): Promise<SeatChange | null> {
  requirePositive(count);
  const [row] = await tx
    .update(departures)
    .set({ seatsLeft: sql`least(${departures.seatsLeft} + ${count}, ${departures.seatsTotal})` })
    .where(eq(departures.id, departureId))
    .returning({ departureId: departures.id, packageId: departures.packageId, seatsLeft: departures.seatsLeft });
  return row ?? null;
}

/** The seats still free on a departure (0 when unknown): for the "Only N seats are left" answer. */
export async function seatsLeftOf(db: Db, departureId: string): Promise<number> {
  const [row] = await db.select({ seatsLeft: departures.seatsLeft }).from(departures).where(eq(departures.id, departureId));
  return row?.seatsLeft ?? 0;
}
