import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { packages } from '../db/schema/catalogue.ts';
import { groupOrders } from '../db/schema/group-orders.ts';
import { registrations } from '../db/schema/registrations.ts';

/**
 * Removes the packages a reseed no longer has. A package that a registration or a group order names (their
 * foreign keys RESTRICT) is kept, unlisted (`status` false), so what a person registered or paid for stays.
 * Orders snapshot their package and need no row.
 */
export async function retirePackages(tx: Db, seededIds: string[]): Promise<void> {
  if (seededIds.length === 0) return;
  // One array parameter, whatever the scale (a NOT IN list would need a parameter per id).
  const retired = sql`not (${packages.id} = any(${sql.param(seededIds)}::text[]))`;
  const referenced = sql`${packages.id} in (select ${registrations.packageId} from ${registrations} union select ${groupOrders.packageId} from ${groupOrders})`;
  await tx.update(packages).set({ status: false }).where(sql`${retired} and ${referenced}`);
  await tx.delete(packages).where(sql`${retired} and not ${referenced}`);
}
