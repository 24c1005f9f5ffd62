import { describe, expect, it } from 'vitest';
import { formatInr, formatPaise, formatPercent } from './formatInr';

describe('formatInr', () => {
  it('groups whole rupees the Indian way when paise are not asked for', () => {
    expect(formatInr(145000)).toBe('₹1,45,000');
    expect(formatInr(1234567.4)).toBe('₹12,34,567');
  });

  it('keeps two decimals when paise are asked for', () => {
    expect(formatInr(12345.6, { paise: true })).toBe('₹12,345.60');
  });
});

describe('formatPercent', () => {
  it('drops trailing zeros and keeps up to two decimals', () => {
    expect(formatPercent(12)).toBe('12%');
    expect(formatPercent(13.456)).toBe('13.46%');
  });
});

describe('formatPaise', () => {
  it('shows whole rupees without decimals and keeps paise when there are some', () => {
    expect(formatPaise(17_900_000)).toBe('₹1,79,000');
    expect(formatPaise(17_900_050)).toBe('₹1,79,000.50');
    expect(formatPaise(0)).toBe('₹0');
    expect(formatPaise(9_003_701)).toBe('₹90,037.01');
    expect(formatPaise(-250)).toBe('-₹2.50');
    expect(() => formatPaise(10.5)).toThrow(RangeError);
  });
});
