// valibot: the store is in every page's first load. Classic zod cannot be tree-shaken, and zod/mini still pulled in
// the whole zod core (24.6 KiB compressed of the first load, measured); valibot's functions check the same rules in ~1 KiB.
import * as v from 'valibot';
import { MAX_RECENTLY_VISITED } from './recentlyVisited';
import { MAX_RECENT_WEATHER_PLACES, type RecentWeatherPlace } from './recentWeatherPlaces';

/** Where the persisted parts of the UI store live in the browser. */
export const UI_STORAGE_KEY = 'pilgrim-ui';

const boundedString = (min: number, max: number) => v.pipe(v.string(), v.minLength(min), v.maxLength(max));
const selectedPackageSchema = v.object({ id: boundedString(1, 200), title: v.pipe(v.string(), v.maxLength(300)), slug: v.pipe(v.string(), v.maxLength(300)) });
const calendarDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

/** The booking part of spec §3 (`booking-store.ts`): what waits for the sign-in. */
export const persistedBookingSchema = v.object({
  clickedOnBooking: v.boolean(),
  selectedPackage: v.nullable(selectedPackageSchema),
  tourStartDate: v.nullable(calendarDate),
  bookingPackageList: v.pipe(v.array(v.object({ pkgId: boundedString(1, 200), pgkDate: calendarDate })), v.maxLength(20)),
  kmyRegistration: v.boolean(),
  freeRegistrationPackage: v.nullable(selectedPackageSchema),
  savedAt: v.nullable(v.pipe(v.number(), v.integer())),
});

/**
 * The parts of the UI store (spec §3) that survive a reload: the recently visited packages and the recently searched
 * weather places (`ui-store.ts`) and the
 * pending booking (`booking-store.ts`). Storage is a boundary: what does not parse is dropped, so a hand-edited or
 * older value never breaks a page.
 */
const persistedSchema = v.object({
  recentlyVisited: v.fallback(v.pipe(v.array(boundedString(1, 200)), v.maxLength(MAX_RECENTLY_VISITED)), []),
  booking: v.fallback(v.nullable(persistedBookingSchema), null),
  recentWeatherPlaces: v.fallback(
    v.pipe(v.array(v.object({ slug: boundedString(1, 100), name: boundedString(1, 200) })), v.maxLength(MAX_RECENT_WEATHER_PLACES)),
    [],
  ),
});

export type PersistedUiState = v.InferOutput<typeof persistedSchema>;
export type PersistedBooking = v.InferOutput<typeof persistedBookingSchema>;

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
    const parsed = v.safeParse(persistedSchema, JSON.parse(text));
    return parsed.success ? parsed.output : {};
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
