import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { independentReads } from '../db/independent-reads.ts';
import { packagePrices, packages, passengerTypePrices } from '../db/schema/catalogue.ts';
import type { PricedPackage } from './price-table.ts';

/** The price tables of many packages: one query per table, whatever the number of ids. */
export async function loadPriceTables(db: Db, packageIds: readonly string[]): Promise<Map<string, PricedPackage>> {
  const ids = [...new Set(packageIds)];
  if (ids.length === 0) return new Map();
  const [packageRows, priceRows, passengerRows] = await independentReads(db, [
    () => db.select({ id: packages.id, inrPriceSpecial: packages.inrPriceSpecial, isApplySeatOption: packages.isApplySeatOption }).from(packages).where(inArray(packages.id, ids)),
    () => db.select().from(packagePrices).where(inArray(packagePrices.packageId, ids)).orderBy(asc(packagePrices.packageId), asc(packagePrices.position)),
    () =>
      db
        .select()
        .from(passengerTypePrices)
        .where(inArray(passengerTypePrices.packageId, ids))
        .orderBy(asc(passengerTypePrices.packageId), asc(passengerTypePrices.pricePosition), asc(passengerTypePrices.position)),
  ]);
  const tables = new Map<string, PricedPackage>(
    packageRows.map((row) => [row.id, { inrPriceSpecial: row.inrPriceSpecial, isApplySeatOption: row.isApplySeatOption, packagePrice: [] }]),
  );
  const byPosition = new Map<string, PricedPackage['packagePrice'][number]>();
  for (const row of priceRows) {
    const occupancy = { title: row.title, inrPrice: row.inrPrice, passengerTypePrice: [] };
    tables.get(row.packageId)?.packagePrice.push(occupancy);
    byPosition.set(`${row.packageId}:${row.position}`, occupancy);
  }
  for (const row of passengerRows) {
    byPosition.get(`${row.packageId}:${row.pricePosition}`)?.passengerTypePrice.push({ passengerType: row.passengerType, inrPrice: row.inrPrice });
  }
  return tables;
}
