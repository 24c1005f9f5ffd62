import { isCalendarDate, todayInIndia } from './calendar.ts';

/** Weather dates (CONTRACT.md issue 12): from a year before to two years after today in India. */
export const WEATHER_SEARCH_LIMITS = { minLength: 2, maxLength: 100, maxResults: 8 } as const;

const shiftYears = (date: string, years: number): string => `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;

/** The first and last date a weather report can be asked for at `now` (29 February moves to 1 March). */
export function weatherDateBounds(now: Date): { min: string; max: string } {
  const today = todayInIndia(now);
  const clamp = (date: string) => (isCalendarDate(date) ? date : `${date.slice(0, 5)}03-01`);
  return { min: clamp(shiftYears(today, -1)), max: clamp(shiftYears(today, 2)) };
}

/** Why `date` cannot be asked for at `now`, or null when it can. */
export function weatherDateProblem(date: string, now: Date): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return 'The date must be written as YYYY-MM-DD.';
  if (!isCalendarDate(date)) return 'The date must be a real date.';
  const { min, max } = weatherDateBounds(now);
  if (date < min || date > max) return `The date must be between ${min} and ${max} (a year before to two years after today).`;
  return null;
}
