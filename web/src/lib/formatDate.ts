/** Formatting of calendar dates (`YYYY-MM-DD`, no time zone) for people: read as UTC so the day never shifts. */
function utcDate(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

/** 'Sat, 12 Jun 2027'. */
export function formatLongDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    utcDate(isoDate),
  );
}

/** 'Sat, 12 Jun'. */
export function formatShortDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(utcDate(isoDate));
}

/** 'June 2027'. */
export function formatMonth(isoDate: string): string {
  return new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utcDate(isoDate));
}

/** '1 Feb 1960' (a date of birth: no weekday). */
export function formatPlainDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(utcDate(isoDate));
}
