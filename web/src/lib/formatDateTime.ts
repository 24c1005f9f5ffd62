const DATE_TIME = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/** An ISO instant as India reads it (a calendar date `YYYY-MM-DD`: `formatPlainDate` of `formatDate.ts`), e.g. `1 Mar 2026, 11:30 am` (the same on server and browser). */
export function formatDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}
