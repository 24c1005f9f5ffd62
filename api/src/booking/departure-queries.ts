import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { packages } from '../db/schema/catalogue.ts';
import { departures } from '../db/schema/departures.ts';
import { PAISE_PER_RUPEE } from '../pricing/money.ts';
import { loadPriceTables } from '../pricing/price-table-queries.ts';
import { departurePricePaise } from '../pricing/pricing.ts';
import { departureStatus } from './departure-status.ts';
import type { Departure } from './departure-schemas.ts';

/** Inclusive ISO dates (`YYYY-MM-DD`). */
export type DateRange = { from: string; to: string };

/**
 * The departures of these packages in the range, by package then date, priced from the package's price table
 * (the least an adult pays that day, `departurePricePaise`): one query per table whatever the number of ids. `beforeListing`
 * (the release of expired seat holds) runs first on the departures with seats taken.
 */
export async function departuresOf(db: Db, packageIds: readonly string[], range: DateRange, beforeListing?: (departureIds: string[]) => Promise<unknown>): Promise<Departure[]> {
  if (packageIds.length === 0) return [];
  const select = () =>
    db
      .select()
      .from(departures)
      .where(and(inArray(departures.packageId, [...packageIds]), gte(departures.startDate, range.from), lte(departures.startDate, range.to)))
      .orderBy(asc(departures.packageId), asc(departures.startDate));
  if (beforeListing) await beforeListing((await select()).filter((row) => row.seatsLeft < row.seatsTotal).map((row) => row.id));
  const [rows, priceTables] = await Promise.all([select(), loadPriceTables(db, packageIds)]);
  return rows.flatMap((row) => {
    const table = priceTables.get(row.packageId);
    if (!table) return [];
    const pricePaise = departurePricePaise(table, row.surchargePercent);
    return [{
      _id: row.id,
      packageId: row.packageId,
      date: row.startDate,
      seatsTotal: row.seatsTotal,
      seatsLeft: row.seatsLeft,
      inrPrice: pricePaise / PAISE_PER_RUPEE,
      inrPricePaise: pricePaise,
      surchargePercent: row.surchargePercent,
      status: departureStatus(row.seatsLeft),
    }];
  });
}

export async function packageExists(db: Db, packageId: string): Promise<boolean> {
  const found = await db.select({ id: packages.id }).from(packages).where(eq(packages.id, packageId)).limit(1);
  return found.length > 0;
}
