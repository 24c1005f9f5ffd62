import { comingYatraSeason } from '@pilgrim/schema/rules';

/**
 * The seeded texts (content, category and package titles) were written for the 2026 yatra season, in the autumn of
 * 2025. Seeded later, they move on by whole years to the coming season, so the site never announces a season that is
 * over: a text's `{season}` is the coming season's year, `{season-1}` the one before (its photos, its news), and a
 * publication date moves by as many years, keeping its age before the season.
 */
export const WRITTEN_FOR_SEASON = 2026;

/** The seeded texts and dates as of `today`. */
export type SeasonDating = { season: number; text: (text: string) => string; date: (isoDate: string, timeUtc: string) => Date };

export function seasonDating(today: Date): SeasonDating {
  const season = comingYatraSeason(today);
  const shift = season - WRITTEN_FOR_SEASON;
  return {
    season,
    text: (text) => text.replaceAll('{season-1}', String(season - 1)).replaceAll('{season}', String(season)),
    date: (isoDate, timeUtc) => {
      const date = new Date(`${isoDate}T${timeUtc}Z`);
      date.setUTCFullYear(date.getUTCFullYear() + shift);
      return date;
    },
  };
}

/** `row` with the season's years in every text field (ids, slugs and paths hold no `{season}` and stay as they are). */
export function inSeason<Row extends object>(row: Row, dating: SeasonDating): Row {
  const entries = Object.entries(row).map(([key, value]) => [key, typeof value === 'string' ? dating.text(value) : value]);
  return Object.fromEntries(entries) as Row;
}
