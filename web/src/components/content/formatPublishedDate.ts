const PUBLISHED = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** A publication instant as India's calendar date, e.g. `2 Aug 2025` (the same on server and browser). */
export function formatPublishedDate(iso: string): string {
  return PUBLISHED.format(new Date(iso));
}
