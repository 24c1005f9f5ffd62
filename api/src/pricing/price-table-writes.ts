import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { packagePrices, passengerTypePrices } from '../db/schema/catalogue.ts';
import type { OccupancyPrice } from './price-table.ts';

/** Replaces a package's price table with `table`, in its order; run it inside the transaction of the change. */
export async function replacePriceTable(tx: Db, packageId: string, table: readonly OccupancyPrice[]): Promise<void> {
  await tx.delete(passengerTypePrices).where(eq(passengerTypePrices.packageId, packageId));
  await tx.delete(packagePrices).where(eq(packagePrices.packageId, packageId));
  if (table.length === 0) return;
  await tx.insert(packagePrices).values(table.map((row, position) => ({ packageId, position, title: row.title, inrPrice: row.inrPrice })));
  const passengers = table.flatMap((row, pricePosition) =>
    row.passengerTypePrice.map((price, position) => ({ packageId, pricePosition, position, passengerType: price.passengerType, inrPrice: price.inrPrice })),
  );
  if (passengers.length > 0) await tx.insert(passengerTypePrices).values(passengers);
}
