import { createHash } from 'node:crypto';
import { todayInIndia } from '../calendar/dates.ts';
import type { departures } from '../db/schema/departures.ts';
import { departureSurchargePercent } from './departure-prices.ts';
import { isInSeason, seasonOf } from './departure-seasons.ts';
import { stableId } from './ids.ts';
import type { PackageSeed } from './types.ts';

export type DepartureRow = typeof departures.$inferInsert;

/** The one departure seeded sold out: the first of this package. */
export const SOLD_OUT_PACKAGE_SLUG = 'kailash-mansarovar-yatra-overland-via-kathmandu';
/** Best sellers have their second departure nearly sold out, with this many seats left. */
export const NEARLY_SOLD_OUT_SEATS = 2;

const DAY_MS = 86_400_000;

/** A number in [0, 1) from the text's sha1: the seed is deterministic per package slug and date. */
function unit(text: string): number {
  return createHash('sha1').update(text).digest().readUInt32BE(0) / 2 ** 32;
}

export const isoDate = (date: Date): string => date.toISOString().slice(0, 10);

/** Midnight UTC of the calendar day `date` falls on in India (departures are Indian calendar days). */
export const startOfUtcDay = (date: Date): Date => new Date(`${todayInIndia(date)}T00:00:00Z`);

/** The start dates of a package from the day after `today` up to one year ahead, in season, on its cadence. */
export function departureDates(seed: Pick<PackageSeed, 'slug' | 'route' | 'days'>, today: Date): Date[] {
  const season = seasonOf(seed.route, seed.days);
  const first = startOfUtcDay(today).getTime() + DAY_MS * (1 + Math.floor(unit(`offset:${seed.slug}`) * season.cadenceDays));
  const end = startOfUtcDay(today);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  const dates: Date[] = [];
  for (let time = first; time <= end.getTime(); time += season.cadenceDays * DAY_MS) {
    const date = new Date(time);
    if (isInSeason(season, date)) dates.push(date);
  }
  return dates;
}

/** Helicopter groups are small; coach and overland groups larger. Capacity 10..40. */
function capacity(seed: PackageSeed, random: number): number {
  const helicopter = seed.route.includes('helicopter') || seed.label === 'Helicopter';
  return helicopter ? 10 + Math.floor(random * 7) : 16 + Math.floor(random * 25);
}

/** The departures of one package; none for a registration or a 'Coming Soon..' package (no price yet). */
export function buildDepartures(seed: PackageSeed, packageId: string, today: Date): DepartureRow[] {
  if (seed.registration || seed.special <= 0) return [];
  return departureDates(seed, today).map((date, index) => {
    const startDate = isoDate(date);
    const seatsTotal = capacity(seed, unit(`capacity:${seed.slug}`));
    // Up to 70 % already sold, so an ordinary departure keeps at least 30 % of its seats.
    let seatsLeft = seatsTotal - Math.floor(seatsTotal * 0.7 * unit(`sold:${seed.slug}:${startDate}`));
    if (index === 1 && seed.label === 'Best Seller') seatsLeft = NEARLY_SOLD_OUT_SEATS;
    if (index === 0 && seed.slug === SOLD_OUT_PACKAGE_SLUG) seatsLeft = 0;
    return {
      id: stableId('departure', `${seed.slug}:${startDate}`),
      packageId,
      startDate,
      seatsTotal,
      seatsLeft,
      surchargePercent: departureSurchargePercent(seed.route, date),
    };
  });
}
