/**
 * The coming yatra season's year, as the api's seed (api/src/seed/season/yatra-season.ts) and the web's promo
 * (web/src/components/subscribers/comingYatraSeason.ts) name it: the Kailash season runs June to September, so it is
 * this year's until the end of September in India, then next year's. Last season's photos carry the year before.
 */
export function comingYatraSeason(now: Date = new Date()): number {
  const [year, month] = new Date(now.getTime() + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 7).split('-').map(Number) as [number, number];
  return month > 9 ? year + 1 : year;
}
