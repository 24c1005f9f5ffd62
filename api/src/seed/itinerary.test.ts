import { describe, expect, it } from 'vitest';
import { buildItinerary, durationLabel } from './itinerary.ts';
import type { RouteTemplate } from './types.ts';

const route: RouteTemplate = {
  days: ['Arrive {from}', 'Temple darshan', 'Drive to the lake', 'Depart {from}'],
  defaultFrom: 'Delhi',
  spareDay: 'Rest day',
  summary: 'is a test route',
  highlights: [],
  terms: 'domestic-yatra',
};

describe('buildItinerary', () => {
  it('uses the route as it is when the package has as many days', () => {
    expect(buildItinerary(route, 4, 'Lucknow').map((day) => day.title)).toEqual([
      'Arrive Lucknow',
      'Temple darshan',
      'Drive to the lake',
      'Depart Lucknow',
    ]);
  });

  it('adds spare days before the last day of a longer package', () => {
    const itinerary = buildItinerary(route, 6, 'Delhi');
    expect(itinerary.map((day) => day.title)).toEqual(['Arrive Delhi', 'Temple darshan', 'Drive to the lake', 'Rest day', 'Rest day', 'Depart Delhi']);
    expect(itinerary.map((day) => day.day)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('keeps the start and the last day of a shorter package', () => {
    expect(buildItinerary(route, 2, 'Delhi').map((day) => day.title)).toEqual(['Arrive Delhi', 'Depart Delhi']);
  });
});

describe('durationLabel', () => {
  it('writes nights and days the way the product shows them', () => {
    expect(durationLabel(12)).toBe('11 Nights / 12 Days');
    expect(durationLabel(2)).toBe('1 Night / 2 Days');
  });
});
