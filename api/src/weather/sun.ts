import { getTimes } from 'suncalc';

const clockOf = (timezone: string) => new Intl.DateTimeFormat('en-GB', { timeZone: timezone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * Sunrise and sunset of a calendar day at a place, as local clock times (`HH:MM` in its time zone), by suncalc.
 * null where the sun does not rise or set that day (never at our latitudes).
 */
export function sunTimes(date: string, place: { latitude: number; longitude: number; timezone: string }): { sunrise: string | null; sunset: string | null } {
  // About local solar noon of that day (suncalc answers the solar day of the instant given).
  const noon = new Date(Date.parse(`${date}T12:00:00Z`) - (place.longitude / 15) * 3_600_000);
  const times = getTimes(noon, place.latitude, place.longitude);
  const clock = clockOf(place.timezone);
  const show = (when: Date | null) => (when === null || Number.isNaN(when.getTime()) ? null : clock.format(when));
  return { sunrise: show(times.sunrise), sunset: show(times.sunset) };
}
