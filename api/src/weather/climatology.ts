import { createHash } from 'node:crypto';
import type { MonthlyNormalRow } from '../db/schema/weather.ts';
import { addDays, daysInMonth } from './calendar.ts';
import type { DayFigures, ProviderPlace, WeatherProvider } from './provider.ts';
import type { Conditions } from './schemas.ts';

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Four numbers in [0, 1) fixed by the place and the date: the same day always gets the same weather. */
function dayNoise(slug: string, date: string): [number, number, number, number] {
  const digest = createHash('sha1').update(`${slug}:${date}`).digest();
  const at = (index: number) => digest.readUInt32BE(index * 4) / 2 ** 32;
  return [at(0), at(1), at(2), at(3)];
}

/** The normal of a day: linear between the mid-month normals around it (15th = that month's value). */
export function normalOn(normals: MonthlyNormalRow[], date: string): MonthlyNormalRow & { month: number; monthDays: number } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const monthDays = daysInMonth(year, month);
  const offset = (day - 15) / monthDays; // -0.5 .. +0.5 of a month
  const here = normals[month - 1] as MonthlyNormalRow;
  const other = normals[(month - 1 + (offset < 0 ? 11 : 1)) % 12] as MonthlyNormalRow;
  const weight = Math.abs(offset);
  const mix = (key: keyof MonthlyNormalRow) => here[key] * (1 - weight) + other[key] * weight;
  return { minC: mix('minC'), maxC: mix('maxC'), precipitationMm: here.precipitationMm, rainyDays: here.rainyDays, windKmh: mix('windKmh'), month, monthDays };
}

/** A plausible day from the normals: ±2 °C, rain on about `rainyDays` days of the month, wind around the normal. */
export function climatologyDay(place: Pick<ProviderPlace, 'slug' | 'normals'>, date: string): DayFigures {
  const normal = normalOn(place.normals, date);
  const [shift, spread, rainDraw, amount] = dayNoise(place.slug, date);
  const minC = round1(normal.minC + (shift - 0.5) * 4);
  const maxC = round1(Math.max(minC + 2, normal.maxC + (shift - 0.5) * 4 + (spread - 0.5) * 2));
  const rainy = rainDraw < normal.rainyDays / normal.monthDays;
  const precipitationMm = rainy ? round1((normal.precipitationMm / Math.max(normal.rainyDays, 1)) * (0.4 + 1.2 * amount)) : 0;
  const conditions: Conditions = rainy
    ? maxC <= 2
      ? 'snow'
      : precipitationMm >= 12 && maxC >= 15
        ? 'thunderstorm'
        : 'rain'
    : amount < 0.45
      ? 'clear'
      : amount < 0.8
        ? 'partly-cloudy'
        : 'cloudy';
  return { date, minC, maxC, precipitationMm, windKmh: Math.round(normal.windKmh * (0.7 + 0.6 * spread)), conditions, source: 'climatology' };
}

/** The default provider: every day derived from the seeded monthly normals, offline and deterministic. */
export const climatologyProvider: WeatherProvider = {
  name: 'climatology',
  async days(place, from, count) {
    return Array.from({ length: count }, (_, index) => climatologyDay(place, addDays(from, index)));
  },
};
