import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { independentReads } from '../db/independent-reads.ts';
import { packages } from '../db/schema/catalogue.ts';
import { departures } from '../db/schema/departures.ts';
import { travellers } from '../db/schema/travellers.ts';
import { loadPriceTables } from '../pricing/price-table-queries.ts';
import type { PricedPackage } from '../pricing/price-table.ts';

export type PackageRef = { _id: string; slug: string; title: string; image: string };
export type DepartureRow = typeof departures.$inferSelect;
export type TravellerRow = typeof travellers.$inferSelect;
export type CatalogueRows = {
  packages: Map<string, PackageRef>;
  departures: Map<string, DepartureRow>;
  tables: Map<string, PricedPackage>;
  travellers: Map<string, TravellerRow>;
};

/** The packages, departures, price tables and travellers of many shares: one `IN` query each, whatever their number. */
export async function loadCatalogueRows(db: Db, packageIds: string[], departureIds: string[], travellerIds: string[]): Promise<CatalogueRows> {
  const unique = (ids: string[]) => [...new Set(ids)];
  const [packageRows, departureRows, tables, travellerRows] = await independentReads(db, [
    async () => (packageIds.length ? db.select({ _id: packages.id, slug: packages.slug, title: packages.title, image: packages.image }).from(packages).where(inArray(packages.id, unique(packageIds))) : []),
    async () => (departureIds.length ? db.select().from(departures).where(inArray(departures.id, unique(departureIds))) : []),
    () => loadPriceTables(db, packageIds),
    async () => (travellerIds.length ? db.select().from(travellers).where(inArray(travellers.id, unique(travellerIds))) : []),
  ]);
  return {
    packages: new Map(packageRows.map((row) => [row._id, row])),
    departures: new Map(departureRows.map((row) => [row.id, row])),
    tables,
    travellers: new Map(travellerRows.map((row) => [row.id, row])),
  };
}
