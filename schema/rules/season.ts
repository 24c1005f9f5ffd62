import { todayInIndia } from './calendar.ts';

/** The Kailash yatra season runs June to September (the promo's 'Departures run from June to September'). */
export const LAST_MONTH_OF_YATRA_SEASON = 9;

/**
 * The year of the coming (or current) yatra season at `now`: this year's until the end of September in India, then
 * next year's. The api's seed names it in its texts and the web's promo in its title, so the two always agree.
 */
export function comingYatraSeason(now: Date): number {
  const [year, month] = todayInIndia(now).split('-').map(Number) as [number, number];
  return month > LAST_MONTH_OF_YATRA_SEASON ? year + 1 : year;
}
