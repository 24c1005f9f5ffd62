import { describe, expect, it } from 'vitest';
import type { PricedPackage } from '../pricing/price-table.ts';
import { priceShare } from './share-pricing.ts';

const table: PricedPackage = {
  inrPriceSpecial: 24_999,
  isApplySeatOption: false,
  packagePrice: [
    { title: 'Twin Sharing', inrPrice: 24_999, passengerTypePrice: [{ passengerType: 'Adult', inrPrice: 24_999 }, { passengerType: 'Child (5-11 yrs)', inrPrice: 18_000 }] },
    { title: 'Triple Sharing', inrPrice: 22_000, passengerTypePrice: [{ passengerType: 'Adult', inrPrice: 22_000 }] },
  ],
};
const departure = { startDate: '2027-02-12', surchargePercent: 0 };
const adult = { id: 'a', firstName: 'Lata', lastName: 'Menon', gender: 'female', dateOfBirth: '1970-03-14' };
const child = { id: 'c', firstName: 'Ravi', lastName: 'Menon', gender: 'male', dateOfBirth: '2018-06-01' };

describe('priceShare', () => {
  it('prices the places not filled yet as adults, so an empty share has its full total', () => {
    // 2 × ₹24,999 = ₹49,998; GST 5 % = ₹2,499.90.
    expect(priceShare(table, 'Twin Sharing', departure, [], 2, 5)).toMatchObject({ passengers: [], subtotalPaise: 4_999_800, gstPaise: 249_990, totalPaise: 5_249_790 });
  });

  it('prices a child of 5 to 11 on the start date at the child price of the occupancy', () => {
    // ₹24,999 + ₹18,000 = ₹42,999; GST ₹2,149.95.
    const quote = priceShare(table, 'Twin Sharing', departure, [adult, child], 2, 5);
    expect(quote.passengers.map((passenger) => [passenger.passengerType, passenger.pricePaise])).toEqual([['Adult', 2_499_900], ['Child (5-11 yrs)', 1_800_000]]);
    expect(quote).toMatchObject({ subtotalPaise: 4_299_900, discountPaise: 0, gstPaise: 214_995, totalPaise: 4_514_895, passengerIds: ['a', 'c'] });
  });

  it('adds the date surcharge and falls back to the first occupancy when the title is not sold', () => {
    // ₹24,999 + 10 % = ₹27,498.90 → ₹27,499; GST ₹1,374.95.
    expect(priceShare(table, 'Quad Sharing', { ...departure, surchargePercent: 10 }, [adult], 1, 5)).toMatchObject({ occupancy: 'Twin Sharing', subtotalPaise: 2_749_900, totalPaise: 2_887_395 });
  });
});
