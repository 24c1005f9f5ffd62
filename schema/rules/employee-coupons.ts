import { isCalendarDate } from './calendar.ts';

/** The coupon history's page size (spec §9: "Paging limits: wallet and coupon history 5"). */
export const COUPON_HISTORY_PAGE_SIZE = 5;

export const COUPON_HISTORY_MESSAGES = {
  date: 'Enter a date as YYYY-MM-DD',
  dateOrder: "'From' must not be after 'To'",
} as const;

/** What is wrong with a history date range (empty ends are open), or null; the web form and the gateway both ask. */
export function dateRangeProblem(from: string | null, to: string | null): { field: 'from' | 'to'; message: string } | null {
  if (from && !isCalendarDate(from)) return { field: 'from', message: COUPON_HISTORY_MESSAGES.date };
  if (to && !isCalendarDate(to)) return { field: 'to', message: COUPON_HISTORY_MESSAGES.date };
  if (from && to && from > to) return { field: 'to', message: COUPON_HISTORY_MESSAGES.dateOrder };
  return null;
}
