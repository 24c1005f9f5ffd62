import { describe, expect, it } from 'vitest';
import { priceStatus } from './priceStatus';

const cart = (giftCardPaise: number) => ({ total: { label: '₹52,500' }, giftCardAmount: { paise: giftCardPaise }, amountDue: { label: '₹47,500' } });

describe('priceStatus', () => {
  it('says the total when no gift card applies', () => {
    expect(priceStatus(cart(0))).toBe('Total ₹52,500');
  });

  it('says what is left to pay, as the table names it, when a gift card pays part', () => {
    expect(priceStatus(cart(500_000))).toBe('To pay ₹47,500');
  });
});
