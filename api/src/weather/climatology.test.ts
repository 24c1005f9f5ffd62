import { describe, expect, it } from 'vitest';
import { normalsOf, placeSeeds } from '../seed/community/weather-places.ts';
import { climatologyDay, normalOn } from './climatology.ts';

const place = (slug: string) => {
  const seed = placeSeeds.find((item) => item.slug === slug)!;
  return { slug, normals: normalsOf(seed) };
};

describe('climatology', () => {
  it('is colder at altitude: Mount Kailash in July is colder than Nepalgunj in January', () => {
    expect(place('mount-kailash').normals[6]!.maxC).toBeLessThan(place('nepalgunj').normals[0]!.maxC);
  });

  it('puts the rain of the plateau and the plains in the monsoon months', () => {
    for (const slug of ['lake-mansarovar', 'kathmandu']) {
      const normals = place(slug).normals;
      const monsoon = normals.slice(5, 9).reduce((sum, month) => sum + month.precipitationMm, 0);
      const total = normals.reduce((sum, month) => sum + month.precipitationMm, 0);
      expect(monsoon / total).toBeGreaterThan(0.6);
    }
  });

  it('takes the 15th as the month normal and moves linearly between months', () => {
    const normals = place('kedarnath').normals;
    expect(normalOn(normals, '2027-07-15').maxC).toBeCloseTo(normals[6]!.maxC);
    const end = normalOn(normals, '2027-07-31').maxC;
    expect(end).toBeGreaterThan(Math.min(normals[6]!.maxC, normals[7]!.maxC) - 0.01);
    expect(end).toBeLessThan(Math.max(normals[6]!.maxC, normals[7]!.maxC) + 0.01);
  });

  it('derives the same plausible day every time', () => {
    const day = climatologyDay(place('darchen'), '2027-01-10');
    expect(climatologyDay(place('darchen'), '2027-01-10')).toEqual(day);
    expect(day.maxC).toBeGreaterThanOrEqual(day.minC + 2);
    expect(day.maxC).toBeLessThan(5);
  });
});
