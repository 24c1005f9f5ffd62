const NOTICE_DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** A notice's date as India reads it, e.g. `24 Nov 2026` (the same on server and browser). */
export const formatNoticeDate = (iso: string): string => NOTICE_DATE.format(new Date(iso));
