/** Festival and peak-season prices: a departure in one of these windows costs the package price plus a percentage. */
type Surcharge = { from: number; to: number; percent: number; reason: string };

/** month * 100 + day, inclusive; a window across the new year is split in two. */
const yearRound: Surcharge[] = [
  { from: 1020, to: 1120, percent: 15, reason: 'Diwali to Dev Deepawali' },
  { from: 1222, to: 1231, percent: 10, reason: 'Christmas and New Year' },
  { from: 101, to: 105, percent: 10, reason: 'Christmas and New Year' },
];
/** The first weeks after the shrines open, in the school holidays, sell out first. */
const himalayanPeak: Surcharge[] = [{ from: 501, to: 615, percent: 10, reason: 'opening weeks and summer holidays' }];

const seasonalRoutes = /^(char-dham|yamunotri|kedarnath|badrinath)/;
const fixedPriceRoutes = /^(kailash|adi-kailash|amarnath)/;

function surchargesOf(route: string): Surcharge[] {
  if (seasonalRoutes.test(route)) return himalayanPeak;
  if (fixedPriceRoutes.test(route)) return [];
  return yearRound;
}

/** The surcharge of a departure in percent: 0 on ordinary dates, the window's percentage on festival and peak dates. */
export function departureSurchargePercent(route: string, date: Date): number {
  const day = (date.getUTCMonth() + 1) * 100 + date.getUTCDate();
  return surchargesOf(route).find((window) => window.from <= day && day <= window.to)?.percent ?? 0;
}
