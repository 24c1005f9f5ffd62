import { describe, expect, it } from 'vitest';
import { formatPaise, paiseOfRupees } from './paise.ts';

describe('formatPaise', () => {
  it('groups whole rupees the Indian way and leaves out zero paise', () => {
    expect(formatPaise(17_900_000)).toBe('₹1,79,000');
    expect(formatPaise(0)).toBe('₹0');
    expect(formatPaise(1_234_567_800)).toBe('₹1,23,45,678');
  });

  it('shows the paise, two digits, when there are some', () => {
    expect(formatPaise(17_900_050)).toBe('₹1,79,000.50');
    expect(formatPaise(105)).toBe('₹1.05');
    expect(formatPaise(99)).toBe('₹0.99');
  });

  it('keeps the sign of a negative amount', () => {
    expect(formatPaise(-250_050)).toBe('-₹2,500.50');
  });

  it('refuses a fraction of a paisa', () => {
    expect(() => formatPaise(10.5)).toThrow(RangeError);
  });

  it('turns whole rupees into paise', () => {
    expect(paiseOfRupees(145_000)).toBe(14_500_000);
  });
});
