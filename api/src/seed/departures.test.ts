import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './build-catalogue.ts';
import { SOLD_OUT_PACKAGE_SLUG } from './departures.ts';
import { stableId } from './ids.ts';

const today = new Date('2026-11-23T09:30:00Z');
const rows = buildCatalogue({ today });
const datesOf = (slug: string) => rows.departures.filter((row) => row.packageId === stableId('package', slug));
const monthDay = (iso: string) => Number(iso.slice(5, 7)) * 100 + Number(iso.slice(8, 10));
const months = (slug: string) => new Set(datesOf(slug).map((row) => Number(row.startDate.slice(5, 7))));
const packageBySlug = (slug: string) => rows.packages.find((row) => row.slug === slug);

describe('seeded departures: seasons', () => {
  it('runs Kailash Mansarovar only from June to mid-September, weekly', () => {
    const kmy = datesOf('kailash-mansarovar-yatra-by-helicopter-via-lucknow');
    expect(kmy.length).toBeGreaterThanOrEqual(14);
    expect(kmy.every((row) => monthDay(row.startDate) >= 601 && monthDay(row.startDate) <= 915)).toBe(true);
    expect(months('kailash-mansarovar-yatra-via-lhasa')).toEqual(new Set([6, 7, 8, 9]));
  });

  it('runs Char Dham from May to October and Kedarnath until the end of October, never in winter', () => {
    for (const slug of ['char-dham-yatra-from-haridwar', 'do-dham-yatra-yamunotri-gangotri']) {
      expect(months(slug)).toEqual(new Set([5, 6, 7, 8, 9, 10]));
      expect(datesOf(slug).every((row) => monthDay(row.startDate) <= 1020)).toBe(true);
    }
    expect(datesOf('kedarnath-yatra-from-haridwar').some((row) => monthDay(row.startDate) > 1020)).toBe(true);
    expect(months('kedarnath-yatra-from-haridwar')).toEqual(new Set([5, 6, 7, 8, 9, 10]));
  });

  it('runs Adi Kailash in May-June and September-October, Amarnath in July-August', () => {
    expect(months('adi-kailash-om-parvat-yatra')).toEqual(new Set([5, 6, 9, 10]));
    expect(months('amarnath-yatra-via-baltal')).toEqual(new Set([7, 8]));
  });

  it('runs other routes all year: weekly up to 6 days, fortnightly for longer tours', () => {
    expect(months('varanasi-tour-package').size).toBe(12);
    expect(datesOf('varanasi-tour-package')).toHaveLength(52);
    expect(datesOf('12-jyotirlinga-yatra')).toHaveLength(26);
  });

  it('dates every departure after today and at most one year ahead', () => {
    const dates = rows.departures.map((row) => row.startDate).sort();
    expect(dates[0]! > '2026-11-23').toBe(true);
    expect(dates.at(-1)! <= '2027-11-23').toBe(true);
  });

  it('seeds none for registration and Coming Soon.. packages', () => {
    expect(datesOf('kailash-mansarovar-yatra-free-registration')).toEqual([]);
    expect(datesOf('char-dham-yatra-2027')).toEqual([]);
  });
});

describe('seeded departures: seats and prices', () => {
  it('has capacities of 10 to 40 with 0..capacity seats left', () => {
    for (const row of rows.departures) {
      expect(row.seatsTotal).toBeGreaterThanOrEqual(10);
      expect(row.seatsTotal).toBeLessThanOrEqual(40);
      expect(row.seatsLeft).toBeGreaterThanOrEqual(0);
      expect(row.seatsLeft).toBeLessThanOrEqual(row.seatsTotal);
    }
  });

  it('sells out exactly one departure and nearly sells out a few', () => {
    const soldOut = rows.departures.filter((row) => row.seatsLeft === 0);
    expect(soldOut.map((row) => row.packageId)).toEqual([stableId('package', SOLD_OUT_PACKAGE_SLUG)]);
    expect(rows.departures.filter((row) => row.seatsLeft > 0 && row.seatsLeft <= 2).length).toBeGreaterThanOrEqual(5);
  });

  it('surcharges festival and peak dates by route, and keeps one price for Kailash, Adi Kailash and Amarnath', () => {
    const surcharges = (slug: string) => new Set(datesOf(slug).map((row) => row.surchargePercent));
    expect(surcharges('kailash-mansarovar-yatra-via-lhasa')).toEqual(new Set([0]));
    const varanasi = datesOf('varanasi-tour-package');
    const inWindow = (from: number, to: number) => varanasi.filter((row) => monthDay(row.startDate) >= from && monthDay(row.startDate) <= to);
    expect(new Set(inWindow(1020, 1120).map((row) => row.surchargePercent))).toEqual(new Set([15]));
    expect(new Set(inWindow(1222, 1231).map((row) => row.surchargePercent))).toEqual(new Set([10]));
    expect(new Set(inWindow(201, 930).map((row) => row.surchargePercent))).toEqual(new Set([0]));
    const charDhamMay = datesOf('char-dham-yatra-from-haridwar').filter((row) => row.startDate.slice(5, 7) === '05');
    expect(new Set(charDhamMay.map((row) => row.surchargePercent))).toEqual(new Set([10]));
  });

  it('is deterministic for a given day and moves with it', () => {
    expect(buildCatalogue({ today }).departures).toEqual(rows.departures);
    const later = buildCatalogue({ today: new Date('2027-02-01T00:00:00Z') }).departures;
    expect(later[0]!.startDate > '2027-02-01').toBe(true);
  });
});
