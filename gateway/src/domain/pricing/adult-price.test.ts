import { describe, expect, it } from 'vitest';
import { adultPricePaise } from './adult-price.ts';

const twinSharing = { inrPrice: 179_000, passengerTypePrice: [{ passengerType: 'Adult', inrPrice: 172_000 }, { passengerType: 'Child (5-11 yrs)', inrPrice: 120_000 }] };

describe('adultPricePaise (what check-out charges one adult for the default occupancy)', () => {
  it('takes the first occupancy’s Adult row, not the card rule’s average', () => {
    expect(adultPricePaise({ packagePrice: [twinSharing, { inrPrice: 150_000, passengerTypePrice: [] }] }, 0)).toBe(17_200_000);
  });

  it('adds the date’s surcharge rounded half up to the whole rupee', () => {
    expect(adultPricePaise({ packagePrice: [{ inrPrice: 14_999, passengerTypePrice: [] }] }, 15)).toBe(1_724_900); // 17,248.85 → ₹17,249
    expect(adultPricePaise({ packagePrice: [{ inrPrice: 10_001, passengerTypePrice: [] }] }, 5)).toBe(1_050_100); // 10,501.05 → ₹10,501
  });

  it('answers null for a package without occupancies', () => {
    expect(adultPricePaise({ packagePrice: [] }, 0)).toBeNull();
  });
});
