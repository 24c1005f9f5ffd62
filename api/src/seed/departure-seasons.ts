/**
 * When each route runs. A season lists the windows (month-day, inclusive) in which a tour may *start*; the
 * last start dates leave the tour time to finish before the passes or temples close. Routes not named here
 * run all year.
 */
export type MonthDay = { month: number; day: number };
export type StartWindow = { from: MonthDay; to: MonthDay };
export type Season = { windows: StartWindow[]; cadenceDays: number };

const md = (month: number, day: number): MonthDay => ({ month, day });

/** Kailash Mansarovar: the Tibet permits and the passes allow June to September. */
const kailash: Season = { windows: [{ from: md(6, 1), to: md(9, 15) }], cadenceDays: 7 };
/** Char Dham: the four shrines open around Akshaya Tritiya (late April / May) and close before winter. */
const charDham: Season = { windows: [{ from: md(5, 1), to: md(10, 20) }], cadenceDays: 7 };
/** Kedarnath and Badrinath alone stay open until Bhai Dooj, early November. */
const kedarBadri: Season = { windows: [{ from: md(5, 1), to: md(10, 31) }], cadenceDays: 7 };
/** Adi Kailash and Om Parvat: before and after the monsoon. */
const adiKailash: Season = { windows: [{ from: md(5, 1), to: md(6, 20) }, { from: md(9, 1), to: md(10, 20) }], cadenceDays: 7 };
/** Amarnath: the yatra runs from early July to Raksha Bandhan in August. */
const amarnath: Season = { windows: [{ from: md(7, 1), to: md(8, 25) }], cadenceDays: 7 };

const seasonByRoute: Record<string, Season> = {
  'kailash-helicopter': kailash,
  'kailash-overland': kailash,
  'kailash-lhasa': kailash,
  'kailash-aerial': kailash,
  'char-dham': charDham,
  'char-dham-helicopter': charDham,
  'yamunotri-gangotri': charDham,
  'kedarnath-badrinath': kedarBadri,
  kedarnath: kedarBadri,
  'kedarnath-helicopter': kedarBadri,
  badrinath: kedarBadri,
  'adi-kailash': adiKailash,
  'adi-kailash-helicopter': adiKailash,
  amarnath,
};

const allYear = (cadenceDays: number): Season => ({ windows: [{ from: md(1, 1), to: md(12, 31) }], cadenceDays });

/** The season of a route; year-round routes leave weekly when short (up to 6 days), else fortnightly. */
export function seasonOf(route: string, days: number): Season {
  return seasonByRoute[route] ?? allYear(days <= 6 ? 7 : 14);
}

const key = ({ month, day }: MonthDay): number => month * 100 + day;

/** Whether a UTC date lies in one of the season's start windows. */
export function isInSeason(season: Season, date: Date): boolean {
  const today = key(md(date.getUTCMonth() + 1, date.getUTCDate()));
  return season.windows.some((window) => key(window.from) <= today && today <= key(window.to));
}
