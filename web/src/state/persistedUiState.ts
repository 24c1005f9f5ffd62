// zod/mini: the store is in every page's first load, and classic zod's chained API cannot be tree-shaken (~25 kB
// compressed for these two schemas); the mini API checks the same rules in a few kB.
import * as z from 'zod/mini';
import { MAX_RECENTLY_VISITED } from './recentlyVisited';
import { MAX_RECENT_WEATHER_PLACES, type RecentWeatherPlace } from './recentWeatherPlaces';

/** Where the persisted parts of the UI store live in the browser. */
export const UI_STORAGE_KEY = 'pilgrim-ui';

const boundedString = (min: number, max: number) => z.string().check(z.minLength(min), z.maxLength(max));
const selectedPackageSchema = z.object({ id: boundedString(1, 200), title: z.string().check(z.maxLength(300)), slug: z.string().check(z.maxLength(300)) });
const calendarDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** The booking part of spec §3 (`booking-store.ts`): what waits for the sign-in. */
export const persistedBookingSchema = z.object({
  clickedOnBooking: z.boolean(),
  selectedPackage: z.nullable(selectedPackageSchema),
  tourStartDate: z.nullable(calendarDate),
  bookingPackageList: z.array(z.object({ pkgId: boundedString(1, 200), pgkDate: calendarDate })).check(z.maxLength(20)),
  kmyRegistration: z.boolean(),
  freeRegistrationPackage: z.nullable(selectedPackageSchema),
  savedAt: z.nullable(z.int()),
});

/**
 * The parts of the UI store (spec §3) that survive a reload: the recently visited packages and the recently searched
 * weather places (`ui-store.ts`) and the
 * pending booking (`booking-store.ts`). Storage is a boundary: what does not parse is dropped, so a hand-edited or
 * older value never breaks a page.
 */
const persistedSchema = z.object({
  recentlyVisited: z.catch(z.array(boundedString(1, 200)).check(z.maxLength(MAX_RECENTLY_VISITED)), []),
  booking: z.catch(z.nullable(persistedBookingSchema), null),
  recentWeatherPlaces: z.catch(
    z.array(z.object({ slug: boundedString(1, 100), name: boundedString(1, 200) })).check(z.maxLength(MAX_RECENT_WEATHER_PLACES)),
    [],
  ),
});

export type PersistedUiState = z.infer<typeof persistedSchema>;
export type PersistedBooking = z.infer<typeof persistedBookingSchema>;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled by the browser's privacy settings
  }
}

export function parsePersistedUiState(text: string | null): Partial<PersistedUiState> {
  if (text == null) return {};
  try {
    const parsed = persistedSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function readPersistedUiState(): Partial<PersistedUiState> {
  return parsePersistedUiState(storage()?.getItem(UI_STORAGE_KEY) ?? null);
}

let lastWritten: string | undefined;

/** Writes the persisted parts given (every store update calls this), keeping the others as stored. */
export function writePersistedUiState(patch: {
  readonly recentlyVisited?: readonly string[];
  readonly booking?: PersistedBooking | null;
  readonly recentWeatherPlaces?: readonly RecentWeatherPlace[];
}): void {
  const { recentlyVisited = [], booking = null, recentWeatherPlaces = [] } = { ...readPersistedUiState(), ...patch };
  const text = JSON.stringify({ recentlyVisited, booking, recentWeatherPlaces });
  if (text === lastWritten && storage()?.getItem(UI_STORAGE_KEY) === text) return;
  lastWritten = text;
  try {
    storage()?.setItem(UI_STORAGE_KEY, text);
  } catch {
    // a full or disabled storage keeps the state for this page only
  }
}
