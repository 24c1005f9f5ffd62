import { describe, expect, it } from 'vitest';
import { isCalendarDate } from '@pilgrim/schema/rules';
import { nextOnSale, selectDepartures } from './select.ts';

const dates = [
  { date: '2027-06-05', seatsLeft: 0 },
  { date: '2027-06-12', seatsLeft: 2 },
  { date: '2027-06-19', seatsLeft: 30 },
];

describe('departure selection', () => {
  it('keeps dates on or after from, at most first', () => {
    expect(selectDepartures(dates, '2027-06-12', 60).map((d) => d.date)).toEqual(['2027-06-12', '2027-06-19']);
    expect(selectDepartures(dates, null, 1).map((d) => d.date)).toEqual(['2027-06-05']);
    expect(selectDepartures(dates, '2027-07-01', 60)).toEqual([]);
  });

  it('takes the first date with a free seat as the next departure', () => {
    expect(nextOnSale(dates)?.date).toBe('2027-06-12');
    expect(nextOnSale([{ date: '2027-06-05', seatsLeft: 0 }])).toBeNull();
  });

  it('accepts only real calendar dates as YYYY-MM-DD', () => {
    expect(isCalendarDate('2027-06-12')).toBe(true);
    for (const bad of ['2027-02-30', '2027-6-1', '12/06/2027', '2027-06-12T00:00:00Z', '']) expect(isCalendarDate(bad), bad).toBe(false);
  });
});
