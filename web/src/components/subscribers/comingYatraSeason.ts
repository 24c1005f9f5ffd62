/** India is UTC+05:30 all year. */
const INDIA_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/**
 * The year of the coming (or current) Kailash season on `now`: it runs June to September, so this year's until the
 * end of September in India, then next year's. The api's seed names the same season in its texts
 * (api/src/seed/season/yatra-season.ts), so the promo and the news, notices and pages agree.
 */
export function comingYatraSeason(now: Date): number {
  const [year, month] = new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 7).split('-').map(Number) as [number, number];
  return month > 9 ? year + 1 : year;
}
