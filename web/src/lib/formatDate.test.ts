import { describe, expect, it } from 'vitest';
import { formatLongDate, formatMonth, formatPlainDate, formatShortDate } from './formatDate';

describe('calendar dates for people', () => {
  it('formats a date without shifting the day, whatever the zone', () => {
    expect(formatLongDate('2027-06-12')).toBe('Sat, 12 Jun, 2027');
    expect(formatShortDate('2027-06-12')).toBe('Sat, 12 Jun');
    expect(formatMonth('2027-06-12')).toBe('June 2027');
    expect(formatPlainDate('1960-02-01')).toBe('1 Feb 1960');
  });
});
