import { ADULT, type OccupancyPrice, type PricedPackage, standardPriceTable } from './price-table.ts';

export type PriceChange = { inrPriceSpecial: number; packagePrice?: OccupancyPrice[] };
export type PackagePricing = PricedPackage & { isRegistration: boolean };
export type NextTable = { table: OccupancyPrice[] } | { field: 'inrPriceSpecial' | 'packagePrice'; message: string };

/** An ordinary package's table as the catalogue makes it: at most one occupancy, priced for adults only. */
const isStandard = (pkg: PackagePricing): boolean =>
  !pkg.isApplySeatOption && pkg.packagePrice.length <= 1 && pkg.packagePrice.every((row) => row.passengerTypePrice.every((price) => price.passengerType === ADULT));

const cheapestAdult = (table: OccupancyPrice[]): number =>
  Math.min(...table.map((row) => row.passengerTypePrice.find((price) => price.passengerType === ADULT)?.inrPrice ?? row.inrPrice));

/**
 * The price table a staff price change leaves (api/CONTRACT.md "Catalogue changes"), so that what a card shows and
 * what check-out charges never drift apart: the table sent replaces the old one; without one, an ordinary package's
 * single row follows the selling price, and any other table stays. A package on sale needs a table, and an ordinary
 * package's selling price must be its cheapest Adult price (the figure its dates show). A registration has no table.
 */
export function nextPriceTable(pkg: PackagePricing, change: PriceChange): NextTable {
  if (pkg.isRegistration) {
    return change.packagePrice ? { field: 'packagePrice', message: 'a registration has no price table' } : { table: pkg.packagePrice };
  }
  const onSale = change.inrPriceSpecial > 0;
  const table =
    change.packagePrice ??
    (onSale && isStandard(pkg) ? standardPriceTable(change.inrPriceSpecial, pkg.packagePrice[0]?.title) : pkg.packagePrice);
  if (!onSale) return { table };
  if (table.length === 0) return { field: 'packagePrice', message: 'a package on sale needs at least one price row' };
  const cheapest = cheapestAdult(table);
  if (!pkg.isApplySeatOption && cheapest !== change.inrPriceSpecial) {
    return { field: 'inrPriceSpecial', message: `must equal the cheapest Adult price of the price table (${cheapest})` };
  }
  return { table };
}
