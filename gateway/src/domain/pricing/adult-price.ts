/** The passenger type of a grown-up traveller in the price table (the api's `ADULT`). */
export const ADULT_PASSENGER_TYPE = 'Adult';

/** The price table rows the rule reads (the package card's `prices.packagePrice`, whole rupees). */
export interface OccupancyRows {
  packagePrice: readonly { inrPrice: number; passengerTypePrice: readonly { passengerType: string; inrPrice: number }[] }[];
}

/**
 * What check-out charges one adult on a date, in paise (CONTRACT.md "Pricing"): the package's first occupancy (the
 * cart's default), its Adult row (else the occupancy's own price), raised by the date's surcharge and rounded half up
 * to the whole rupee — the api's `travellerPricePaise`, integers only. Null when the package has no occupancy.
 */
export function adultPricePaise(table: OccupancyRows, surchargePercent: number): number | null {
  const [occupancy] = table.packagePrice;
  if (occupancy === undefined) return null;
  const rupees = occupancy.passengerTypePrice.find((row) => row.passengerType === ADULT_PASSENGER_TYPE)?.inrPrice ?? occupancy.inrPrice;
  if (!Number.isSafeInteger(rupees) || !Number.isSafeInteger(surchargePercent)) return null;
  return Math.floor((2 * rupees * (100 + surchargePercent) + 100) / 200) * 100;
}
