import type { MonthlyNormalRow } from '../db/schema/weather.ts';
import { MONTH_NAMES } from './calendar.ts';
import type { DayFigures, WeatherProvider } from './provider.ts';
import type { PlaceRow } from './queries.ts';
import { CONDITIONS_TEXT, type DailyWeather, type MonthlyNormal, type PlaceWeather, type WeatherPlace } from './schemas.ts';
import { sunTimes } from './sun.ts';

/** The days of the strip: the given date and the six after it. */
export const WEEK_DAYS = 7;

export const toPlace = (row: PlaceRow): WeatherPlace => ({
  _id: row.id,
  slug: row.slug,
  name: row.name,
  aliases: row.aliases,
  region: row.region,
  country: row.country,
  latitude: row.latitude,
  longitude: row.longitude,
  elevationM: row.elevationM,
  timezone: row.timezone,
});

const toMonthly = (normals: MonthlyNormalRow[]): MonthlyNormal[] =>
  normals.map((normal, index) => ({ month: index + 1, monthName: MONTH_NAMES[index] ?? '', ...normal }));

const withSun = (row: PlaceRow, day: DayFigures): DailyWeather => ({ ...day, ...sunTimes(day.date, row), conditionsText: CONDITIONS_TEXT[day.conditions] });

/** A place's weather for a date: that day, the 7-day strip from it and the monthly normals. */
export async function placeWeather(provider: WeatherProvider, row: PlaceRow, givenDate: string): Promise<PlaceWeather> {
  const week = (await provider.days(row, givenDate, WEEK_DAYS)).map((day) => withSun(row, day));
  return { place: toPlace(row), givenDate, day: week[0] as DailyWeather, week, monthly: toMonthly(row.normals) };
}

export const placesWeather = (provider: WeatherProvider, rows: PlaceRow[], givenDate: string) => Promise.all(rows.map((row) => placeWeather(provider, row, givenDate)));
