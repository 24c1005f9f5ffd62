import { todayInIndia } from '../calendar/dates.ts';
import type { zoomSessions } from '../db/schema/zoom-sessions.ts';
import { stableId } from './ids.ts';
import { inSeason, seasonDating } from './season/yatra-season.ts';

export type ZoomSessionRow = typeof zoomSessions.$inferInsert;

type ZoomSessionSeed = Omit<ZoomSessionRow, 'id' | 'startsAt' | 'joinUrl'> & { slug: string };

const DAY_MS = 86_400_000;
const SATURDAY = 6;
/** 11:00 in India (UTC+05:30) is 05:30 UTC. */
const START_UTC = { hours: 5, minutes: 30 };

/** One session a week, in this order, from the first Saturday after the seed day (api/README.md "Zoom sessions"). */
export const ZOOM_SESSION_SEEDS: ZoomSessionSeed[] = [
  {
    slug: 'kailash-mansarovar-yatra-2027-route-permits-fitness',
    zoomMeetingId: '812 3456 7890',
    title: 'Kailash Mansarovar Yatra {season}: route, permits and fitness',
    description: 'The Nepal and Lipulekh routes compared, the Chinese group visa and permits, the fitness test and what to train from now. Questions answered live.',
    host: 'Rakesh Negi, tour manager, 14 Kailash yatras',
    durationMinutes: 60,
    capacity: 300,
  },
  {
    slug: 'adi-kailash-om-parvat-by-road',
    zoomMeetingId: '813 2048 5517',
    title: 'Adi Kailash & Om Parvat by road',
    description: 'Eight days from Kathgodam through Dharchula and Gunji: the inner line permit, road conditions, stays and the best months to go.',
    host: 'Pooja Bisht, Kumaon operations lead',
    durationMinutes: 45,
    capacity: 200,
  },
  {
    slug: 'char-dham-yatra-planning-for-seniors',
    zoomMeetingId: '814 7721 0934',
    title: 'Char Dham Yatra: planning for seniors',
    description: 'Registration, the pace that suits older pilgrims, ponies, palkis and helicopters at Kedarnath, medical checks and what to pack.',
    host: 'Dr. Anil Mehta, yatra medical advisor',
    durationMinutes: 60,
    capacity: 250,
  },
  {
    slug: 'kailash-by-helicopter-from-lucknow',
    zoomMeetingId: '815 3390 6628',
    title: 'Kailash by helicopter from Lucknow',
    description: 'Lucknow to Nepalgunj, Simikot and Hilsa by air: how the helicopter yatra works, weather days, weight limits and the parikrama.',
    host: 'Rakesh Negi, tour manager, 14 Kailash yatras',
    durationMinutes: 45,
    capacity: 150,
  },
  {
    slug: 'muktinath-pashupatinath-yatra-from-kathmandu',
    zoomMeetingId: '816 5102 4476',
    title: 'Muktinath and Pashupatinath yatra from Kathmandu',
    description: 'Darshan at Pashupatinath, the flight to Jomsom and the drive up to Muktinath: documents for Indian citizens, altitude and costs.',
    host: 'Sita Gurung, Nepal desk',
    durationMinutes: 45,
    capacity: 120,
  },
  {
    slug: 'do-dham-kedarnath-badrinath-by-helicopter',
    zoomMeetingId: '817 9034 2215',
    title: 'Do Dham by helicopter: Kedarnath and Badrinath in two days',
    description: 'Dehradun departures, the same-day darshan plan, VIP darshan rules, weight limits and what happens on a weather day.',
    host: 'Pooja Bisht, Kumaon operations lead',
    durationMinutes: 30,
    capacity: 100,
  },
];

/** The first Saturday after `today`'s date in India, at 11:00 IST. */
export function firstSessionStart(today: Date): Date {
  const day = new Date(`${todayInIndia(today)}T00:00:00Z`);
  const daysAhead = ((SATURDAY - day.getUTCDay() + 6) % 7) + 1;
  return new Date(day.getTime() + daysAhead * DAY_MS + (START_UTC.hours * 60 + START_UTC.minutes) * 60_000);
}

/** The seeded sessions dated from `today` (always upcoming on the seed day), ids stable across reseeds; `{season}`, the coming one's year. */
export function buildZoomSessions(today: Date): ZoomSessionRow[] {
  const first = firstSessionStart(today).getTime();
  const dating = seasonDating(today);
  return ZOOM_SESSION_SEEDS.map(({ slug, ...seed }, week) => ({
    ...inSeason(seed, dating),
    id: stableId('zoom-session', slug),
    startsAt: new Date(first + week * 7 * DAY_MS),
    joinUrl: `https://us06web.zoom.us/j/${seed.zoomMeetingId.replace(/\s/g, '')}`,
  }));
}
