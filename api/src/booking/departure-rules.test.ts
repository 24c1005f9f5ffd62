import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors.ts';
import { dateRange } from './departure-schemas.ts';
import { departureStatus } from './departure-status.ts';

// 22:30 UTC is already 04:00 on 24 November in India, the day departures are counted in.
const now = new Date('2026-11-23T22:30:00Z');

describe('dateRange', () => {
  it('defaults to today through the same day next year', () => {
    expect(dateRange({}, now)).toEqual({ from: '2026-11-24', to: '2027-11-24' });
  });

  it('never starts before today, and a to defaults to a year after a later from', () => {
    expect(dateRange({ from: '2025-01-01' }, now)).toEqual({ from: '2026-11-24', to: '2027-11-24' });
    expect(dateRange({ from: '2027-06-01' }, now)).toEqual({ from: '2027-06-01', to: '2028-06-01' });
    expect(dateRange({ from: '2027-06-01', to: '2027-06-30' }, now)).toEqual({ from: '2027-06-01', to: '2027-06-30' });
  });

  it('refuses a to before the start', () => {
    expect(() => dateRange({ to: '2026-11-22' }, now)).toThrow(ApiError);
  });
});

describe('departureStatus', () => {
  it('is SOLD_OUT at 0, FEW_LEFT at 1 to 5, AVAILABLE above', () => {
    expect([0, 1, 5, 6, 40].map(departureStatus)).toEqual(['SOLD_OUT', 'FEW_LEFT', 'FEW_LEFT', 'AVAILABLE', 'AVAILABLE']);
  });
});
