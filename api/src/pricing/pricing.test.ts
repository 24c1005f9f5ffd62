import { describe, expect, it } from 'vitest';
import { seatOptionPriceRows, standardPriceRows } from '../seed/prices.ts';
import { formatRupees, withSurcharge } from './money.ts';
import type { PricedPackage } from './price-table.ts';
import { cardPricePaise, departurePricePaise, minimumAdvancePaise, passengerTypeOf, totalsOf, travellerPricePaise } from './pricing.ts';

const GST = 5;
const PILGRIM10 = { kind: 'PERCENT', percent: 10, maxDiscountPaise: 500_000 } as const;
const YATRA5000 = { kind: 'FLAT', flatPaise: 500_000 } as const;

// Every expected amount below is worked out by hand (paise), not by the code under test.
const varanasi: PricedPackage = { inrPriceSpecial: 14999, isApplySeatOption: false, packagePrice: standardPriceRows(14999) };
// 12 Jyotirlinga Yatra, seat option at ₹119,000: rows rounded to ₹500 by the seed rules, worked out by hand.
const jyotirlinga: PricedPackage = {
  inrPriceSpecial: 119000,
  isApplySeatOption: true,
  packagePrice: [
    { title: 'Twin Sharing', inrPrice: 119000, passengerTypePrice: [{ passengerType: 'Adult', inrPrice: 114000 }, { passengerType: 'Child (5-11 yrs)', inrPrice: 89500 }] },
    { title: 'Triple Sharing', inrPrice: 113000, passengerTypePrice: [{ passengerType: 'Adult', inrPrice: 108500 }, { passengerType: 'Child (5-11 yrs)', inrPrice: 85000 }] },
    { title: 'Single Occupancy', inrPrice: 154500, passengerTypePrice: [{ passengerType: 'Adult', inrPrice: 148500 }] },
  ],
};

describe('an ordinary package (Varanasi, ₹14,999, no surcharge)', () => {
  it('prices two adults: ₹29,998 + 5 % GST = ₹31,497.90', () => {
    const [occupancy] = varanasi.packagePrice;
    const each = travellerPricePaise(occupancy!, 'Adult', 0);
    expect(each).toBe(1_499_900);
    expect(totalsOf([each, each], null, GST)).toEqual({ subtotalPaise: 2_999_800, discountPaise: 0, gstPaise: 149_990, totalPaise: 3_149_790 });
    expect(cardPricePaise(varanasi)).toBe(1_499_900);
  });
});

describe('a seat-option package (12 Jyotirlinga, Triple Sharing, two adults and a child)', () => {
  it('uses the seed price rows worked out by hand', () => {
    expect(seatOptionPriceRows(119000)).toEqual(jyotirlinga.packagePrice);
  });

  it('shows half of the first package price plus its first passenger-type price on the card', () => {
    expect(cardPricePaise(jyotirlinga)).toBe(11_650_000); // (119000 + 114000) / 2 = ₹116,500
  });

  it('prices a departure at the cheapest occupancy’s adult (Triple Sharing ₹108,500), surcharge included, never the card’s average', () => {
    expect(departurePricePaise(jyotirlinga, 0)).toBe(10_850_000);
    expect(departurePricePaise(jyotirlinga, 15)).toBe(12_477_500); // 108500 × 1.15 = ₹124,775
    expect(departurePricePaise(jyotirlinga, 15)).toBe(travellerPricePaise(jyotirlinga.packagePrice[1]!, 'Adult', 15));
  });

  it('falls back to the card price for a package without price rows', () => {
    expect(departurePricePaise({ ...jyotirlinga, isApplySeatOption: false, packagePrice: [] }, 10)).toBe(13_090_000); // 119000 × 1.1
  });

  it('charges the child price to an 8-year-old, and PILGRIM10 stops at its ₹5,000 cap', () => {
    const triple = jyotirlinga.packagePrice[1]!;
    const child = passengerTypeOf(triple, '2019-03-10', '2027-08-01');
    expect(child).toBe('Child (5-11 yrs)');
    expect(passengerTypeOf(triple, '1960-01-01', '2027-08-01')).toBe('Adult');
    const prices = [travellerPricePaise(triple, 'Adult', 0), travellerPricePaise(triple, 'Adult', 0), travellerPricePaise(triple, child, 0)];
    expect(prices).toEqual([10_850_000, 10_850_000, 8_500_000]);
    // ₹302,000; 10 % is ₹30,200, capped at ₹5,000; GST 5 % of ₹297,000 = ₹14,850.
    expect(totalsOf(prices, PILGRIM10, GST)).toEqual({ subtotalPaise: 30_200_000, discountPaise: 500_000, gstPaise: 1_485_000, totalPaise: 31_185_000 });
  });

  it('treats a child in an occupancy without a child price as an adult', () => {
    const single = jyotirlinga.packagePrice[2]!;
    expect(passengerTypeOf(single, '2019-03-10', '2027-08-01')).toBe('Adult');
    expect(travellerPricePaise(single, 'Adult', 0)).toBe(14_850_000);
  });
});

describe('a package on a surcharge date (Varanasi at Diwali, +15 %)', () => {
  it('rounds ₹17,248.85 to ₹17,249 and takes YATRA5000 off three travellers', () => {
    const [occupancy] = varanasi.packagePrice;
    const each = travellerPricePaise(occupancy!, 'Adult', 15);
    expect(each).toBe(1_724_900);
    expect(departurePricePaise(varanasi, 15)).toBe(each);
    // ₹51,747 − ₹5,000 = ₹46,747; GST ₹2,337.35; total ₹49,084.35.
    const totals = totalsOf([each, each, each], YATRA5000, GST);
    expect(totals).toEqual({ subtotalPaise: 5_174_700, discountPaise: 500_000, gstPaise: 233_735, totalPaise: 4_908_435 });
    // 25 % of 4,908,435 = 1,227,108.75 paise (₹12,271.0875) → rounded up to whole rupees, ₹12,272, offered more than 30 days ahead only.
    expect(minimumAdvancePaise(totals.totalPaise, 25, '2027-10-25', '2027-09-24')).toBe(1_227_200);
    expect(minimumAdvancePaise(totals.totalPaise, 25, '2027-10-24', '2027-09-24')).toBeNull();
  });
});

describe('money helpers', () => {
  it('never lets a flat discount take the total to 0 (₹1 is always left), and formats rupees with Indian grouping', () => {
    // ₹3,000 − ₹5,000 off: the discount stops at ₹2,999, so ₹1 + 5 paise GST is left to pay.
    expect(totalsOf([300_000], YATRA5000, GST)).toEqual({ subtotalPaise: 300_000, discountPaise: 299_900, gstPaise: 5, totalPaise: 105 });
    expect(formatRupees(5_000_000)).toBe('₹50,000');
    // An advance is always whole rupees and never more than the total.
    expect(minimumAdvancePaise(105, 25, '2027-10-25', '2027-09-24')).toBe(100); // 26.25 paise → ₹1
    expect(minimumAdvancePaise(50, 25, '2027-10-25', '2027-09-24')).toBe(50); // never above the total
    expect(minimumAdvancePaise(40_000, 25, '2027-10-25', '2027-09-24')).toBe(10_000);
    expect(formatRupees(1_234_567_800)).toBe('₹1,23,45,678');
    expect(withSurcharge(1_499_950, 0)).toBe(1_500_000);
  });

  it('refuses fractional amounts', () => {
    expect(() => withSurcharge(10.5, 0)).toThrow(RangeError);
  });
});
