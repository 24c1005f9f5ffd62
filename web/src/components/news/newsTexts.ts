export const NEWS_HEADING = 'News';
export const NEWS_DESCRIPTION = 'Yatra dates, permits, route openings and travel advisories for pilgrims, as they are announced.';
