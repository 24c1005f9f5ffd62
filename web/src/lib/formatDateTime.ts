const DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
const DATE_TIME = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/** An ISO instant as India reads it, e.g. `1 Mar 2026, 11:30 am` (the same on server and browser). */
export function formatDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}

/** A calendar date `YYYY-MM-DD` as `15 Aug 2026` (no time-zone shift: read as noon UTC). */
export function formatCalendarDate(date: string): string {
  return DATE.format(new Date(`${date}T12:00:00Z`));
}
