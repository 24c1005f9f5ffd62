import { describe, expect, it } from 'vitest';
import type { OccupancyPrice } from './price-table.ts';
import { nextPriceTable, type PackagePricing } from './price-table-rules.ts';

const adult = (inrPrice: number) => ({ passengerType: 'Adult', inrPrice });
const child = (inrPrice: number) => ({ passengerType: 'Child (5-11 yrs)', inrPrice });
const ordinary: PackagePricing = {
  inrPriceSpecial: 14_999,
  isApplySeatOption: false,
  isRegistration: false,
  packagePrice: [{ title: 'Per Person (Twin Sharing)', inrPrice: 14_999, passengerTypePrice: [adult(14_999)] }],
};
const twoRooms: OccupancyPrice[] = [
  { title: 'Twin Sharing', inrPrice: 60_000, passengerTypePrice: [adult(58_000), child(45_000)] },
  { title: 'Triple Sharing', inrPrice: 57_000, passengerTypePrice: [adult(55_000)] },
];
const seatOption: PackagePricing = { inrPriceSpecial: 60_000, isApplySeatOption: true, isRegistration: false, packagePrice: twoRooms };
const registration: PackagePricing = { inrPriceSpecial: 1, isApplySeatOption: false, isRegistration: true, packagePrice: [] };

describe('the price table a staff price change leaves', () => {
  it("moves an ordinary package's single row with its selling price, keeping the row's title", () => {
    expect(nextPriceTable(ordinary, { inrPriceSpecial: 16_500 })).toEqual({
      table: [{ title: 'Per Person (Twin Sharing)', inrPrice: 16_500, passengerTypePrice: [adult(16_500)] }],
    });
  });

  it("gives an ordinary package without a table one row when it goes on sale, and keeps its rows when it becomes 'Coming Soon..'", () => {
    expect(nextPriceTable({ ...ordinary, packagePrice: [] }, { inrPriceSpecial: 9_000 })).toEqual({
      table: [{ title: 'Per Person (Twin Sharing)', inrPrice: 9_000, passengerTypePrice: [adult(9_000)] }],
    });
    expect(nextPriceTable(ordinary, { inrPriceSpecial: 0 })).toEqual({ table: ordinary.packagePrice });
  });

  it('replaces the table with the one sent, when its cheapest Adult price is the selling price', () => {
    expect(nextPriceTable(ordinary, { inrPriceSpecial: 55_000, packagePrice: twoRooms })).toEqual({ table: twoRooms });
    expect(nextPriceTable(ordinary, { inrPriceSpecial: 58_000, packagePrice: twoRooms })).toEqual({
      field: 'inrPriceSpecial',
      message: 'must equal the cheapest Adult price of the price table (55000)',
    });
  });

  it('refuses a new selling price for an ordinary package of several rows unless the table comes with it', () => {
    const several = { ...ordinary, inrPriceSpecial: 55_000, packagePrice: twoRooms };
    expect(nextPriceTable(several, { inrPriceSpecial: 50_000 })).toMatchObject({ field: 'inrPriceSpecial' });
    expect(nextPriceTable(several, { inrPriceSpecial: 55_000 })).toEqual({ table: twoRooms });
  });

  it("keeps a seat-option package's table (its card price comes from the table) and replaces it when one is sent", () => {
    expect(nextPriceTable(seatOption, { inrPriceSpecial: 61_000 })).toEqual({ table: twoRooms });
    const dearer = twoRooms.map((row) => ({ ...row, inrPrice: row.inrPrice + 1_000 }));
    expect(nextPriceTable(seatOption, { inrPriceSpecial: 61_000, packagePrice: dearer })).toEqual({ table: dearer });
  });

  it('refuses an empty table for a package on sale, and accepts one for a package coming soon', () => {
    expect(nextPriceTable(seatOption, { inrPriceSpecial: 60_000, packagePrice: [] })).toEqual({
      field: 'packagePrice',
      message: 'a package on sale needs at least one price row',
    });
    expect(nextPriceTable(seatOption, { inrPriceSpecial: 0, packagePrice: [] })).toEqual({ table: [] });
  });

  it('gives a registration no table', () => {
    expect(nextPriceTable(registration, { inrPriceSpecial: 500 })).toEqual({ table: [] });
    expect(nextPriceTable(registration, { inrPriceSpecial: 500, packagePrice: twoRooms })).toEqual({
      field: 'packagePrice',
      message: 'a registration has no price table',
    });
  });
});
