import { describe, expect, it } from 'vitest';
import { travelMonthLabel } from './travelMonth';

describe('travelMonthLabel', () => {
  it('names the month of a YYYY-MM', () => {
    expect(travelMonthLabel('2025-07')).toBe('July 2025');
    expect(travelMonthLabel('2025-13')).toBe('2025-13');
  });
});
