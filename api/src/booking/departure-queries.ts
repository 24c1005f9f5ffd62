import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { packages } from '../db/schema/catalogue.ts';
import { departures } from '../db/schema/departures.ts';
import { departureStatus } from './departure-status.ts';
import type { Departure } from './departure-schemas.ts';

/** Inclusive ISO dates (`YYYY-MM-DD`). */
export type DateRange = { from: string; to: string };

/** The departures of these packages in the range, by package then date: one query whatever the number of ids. */
export async function departuresOf(db: Db, packageIds: readonly string[], range: DateRange): Promise<Departure[]> {
  if (packageIds.length === 0) return [];
  const rows = await db
    .select()
    .from(departures)
    .where(and(inArray(departures.packageId, [...packageIds]), gte(departures.startDate, range.from), lte(departures.startDate, range.to)))
    .orderBy(asc(departures.packageId), asc(departures.startDate));
  return rows.map((row) => ({
    _id: row.id,
    packageId: row.packageId,
    date: row.startDate,
    seatsTotal: row.seatsTotal,
    seatsLeft: row.seatsLeft,
    inrPrice: row.inrPrice,
    status: departureStatus(row.seatsLeft),
  }));
}

export async function packageExists(db: Db, packageId: string): Promise<boolean> {
  const found = await db.select({ id: packages.id }).from(packages).where(eq(packages.id, packageId)).limit(1);
  return found.length > 0;
}
