import { describe, expect, it } from 'vitest';
import { groupByMonth, seatsNote } from './departureMonths';

describe('departure months', () => {
  it('groups dates by month in the order given', () => {
    const groups = groupByMonth([{ date: '2027-06-05' }, { date: '2027-06-19' }, { date: '2027-07-03' }]);
    expect(groups).toEqual([
      { month: 'June 2027', departures: [{ date: '2027-06-05' }, { date: '2027-06-19' }] },
      { month: 'July 2027', departures: [{ date: '2027-07-03' }] },
    ]);
  });

  it('groups nothing when there are no dates', () => {
    expect(groupByMonth([])).toEqual([]);
  });

  it('says sold out, only N left for a few seats, else the count', () => {
    expect(seatsNote('SOLD_OUT', 0)).toBe('Sold out');
    expect(seatsNote('FEW_LEFT', 3)).toBe('Only 3 seats left');
    expect(seatsNote('FEW_LEFT', 1)).toBe('Only 1 seat left');
    expect(seatsNote('AVAILABLE', 24)).toBe('24 seats left');
  });
});
