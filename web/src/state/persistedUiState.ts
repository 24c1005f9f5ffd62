import { z } from 'zod';
import { MAX_RECENTLY_VISITED } from './recentlyVisited';

/** Where the persisted parts of the UI store live in the browser. */
export const UI_STORAGE_KEY = 'pilgrim-ui';

const selectedPackageSchema = z.object({ id: z.string().min(1).max(200), title: z.string().max(300), slug: z.string().max(300) });
const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The booking part of spec §3 (`booking-store.ts`): what waits for the sign-in. */
export const persistedBookingSchema = z.object({
  clickedOnBooking: z.boolean(),
  selectedPackage: selectedPackageSchema.nullable(),
  tourStartDate: calendarDate.nullable(),
  bookingPackageList: z.array(z.object({ pkgId: z.string().min(1).max(200), pgkDate: calendarDate })).max(20),
  kmyRegistration: z.boolean(),
  freeRegistrationPackage: selectedPackageSchema.nullable(),
  savedAt: z.number().int().nullable(),
});

/**
 * The parts of the UI store (spec §3) that survive a reload: the recently visited packages (`ui-store.ts`) and the
 * pending booking (`booking-store.ts`). Storage is a boundary: what does not parse is dropped, so a hand-edited or
 * older value never breaks a page.
 */
const persistedSchema = z.object({
  recentlyVisited: z.array(z.string().min(1).max(200)).max(MAX_RECENTLY_VISITED).catch([]),
  booking: persistedBookingSchema.nullable().catch(null),
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
export function writePersistedUiState(patch: { readonly recentlyVisited?: readonly string[]; readonly booking?: PersistedBooking | null }): void {
  const { recentlyVisited = [], booking = null } = { ...readPersistedUiState(), ...patch };
  const text = JSON.stringify({ recentlyVisited, booking });
  if (text === lastWritten && storage()?.getItem(UI_STORAGE_KEY) === text) return;
  lastWritten = text;
  try {
    storage()?.setItem(UI_STORAGE_KEY, text);
  } catch {
    // a full or disabled storage keeps the state for this page only
  }
}
