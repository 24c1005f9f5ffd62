/** Calendar days written `YYYY-MM-DD`, judged in India's time zone (the operator's; UTC+05:30, no DST). */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `YYYY-MM-DD` names a real calendar day (no 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** Today's date in India (UTC+05:30, no daylight saving) at `now`. */
export const todayInIndia = (now: Date): string => new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
