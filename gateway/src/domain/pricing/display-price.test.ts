import { describe, expect, it } from 'vitest';
import { displayPrice, formatRupees, type PriceInput } from './display-price.ts';

const prices = (overrides: Partial<PriceInput> = {}): PriceInput => ({
  inrPrice: 160000,
  inrPriceSpecial: 145000,
  isApplySeatOption: false,
  packagePrice: [{ inrPrice: 90000, passengerTypePrice: [{ inrPrice: 70000 }, { inrPrice: 10 }] }],
  ...overrides,
});

describe('displayPrice', () => {
  it('shows the special price with the higher list price struck through', () => {
    expect(displayPrice(prices())).toEqual({
      amount: 145000,
      originalAmount: 160000,
      currency: 'INR',
      comingSoon: false,
      isSeatOption: false,
      label: '₹1,45,000',
    });
  });

  it('shows no original amount when the list price is not above the special price', () => {
    expect(displayPrice(prices({ inrPrice: 145000 })).originalAmount).toBeNull();
  });

  it('uses half of the first package price plus its first passenger-type price for a seat option', () => {
    const price = displayPrice(prices({ isApplySeatOption: true }));
    // (90000 + 70000) / 2
    expect(price).toMatchObject({ amount: 80000, isSeatOption: true, originalAmount: null, label: '₹80,000' });
  });

  it('keeps a half-rupee seat amount exact and rounds only the label', () => {
    const price = displayPrice(
      prices({ isApplySeatOption: true, packagePrice: [{ inrPrice: 1001, passengerTypePrice: [{ inrPrice: 0 }] }] }),
    );
    expect(price.amount).toBe(500.5);
    expect(price.label).toBe('₹501');
  });

  it('falls back to the special price when a seat option has no price rows', () => {
    expect(displayPrice(prices({ isApplySeatOption: true, packagePrice: [] }))).toMatchObject({
      amount: 145000,
      isSeatOption: false,
    });
  });

  it.each([0, -5])('reads "Coming Soon.." when the special price is %s, even with a seat option', (special) => {
    expect(displayPrice(prices({ inrPriceSpecial: special, isApplySeatOption: true }))).toEqual({
      amount: null,
      originalAmount: null,
      currency: 'INR',
      comingSoon: true,
      isSeatOption: false,
      label: 'Coming Soon..',
    });
  });
});

describe('formatRupees', () => {
  it('groups digits the Indian way', () => {
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
    expect(formatRupees(999)).toBe('₹999');
  });
});
