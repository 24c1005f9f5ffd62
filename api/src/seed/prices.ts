import { standardPriceTable } from '../pricing/price-table.ts';

export type SeedPriceRow = { title: string; inrPrice: number; passengerTypePrice: { passengerType: string; inrPrice: number }[] };

const roundTo500 = (value: number): number => Math.round(value / 500) * 500;

/** Sharing options with passenger-type prices, as seat-option packages sell them. */
export function seatOptionPriceRows(basePrice: number): SeedPriceRow[] {
  const row = (title: string, factor: number, withChild: boolean): SeedPriceRow => {
    const price = roundTo500(basePrice * factor);
    const passengerTypePrice = [{ passengerType: 'Adult', inrPrice: roundTo500(price * 0.96) }];
    if (withChild) passengerTypePrice.push({ passengerType: 'Child (5-11 yrs)', inrPrice: roundTo500(price * 0.75) });
    return { title, inrPrice: price, passengerTypePrice };
  };
  return [row('Twin Sharing', 1, true), row('Triple Sharing', 0.95, true), row('Single Occupancy', 1.3, false)];
}

/** The single per-person row of an ordinary package; none while the price is not out yet. */
export function standardPriceRows(sellingPrice: number): SeedPriceRow[] {
  return sellingPrice > 0 ? standardPriceTable(sellingPrice) : [];
}
