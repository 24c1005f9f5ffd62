'use client';

/**
 * The booking part of the global UI state of spec §3, persisted in localStorage so that it survives the
 * sign-in (a reload in the middle included): the 'clicked on booking' flag, the selected package (ID, title,
 * slug), the tour start date, the booking package list (entries `pkgId` and `pgkDate`) and the KMY
 * registration button flag with its free-registration package. A pending entry older than `PENDING_TTL_MS`
 * is ignored, so a booking abandoned days ago never hijacks a later sign-in.
 */
export type SelectedPackage = { id: string; title: string; slug: string };
export type BookingPackage = { pkgId: string; pgkDate: string };

export type BookingState = {
  clickedOnBooking: boolean;
  selectedPackage: SelectedPackage | null;
  tourStartDate: string | null;
  bookingPackageList: BookingPackage[];
  /** The 'Register Now' button of the free KMY registration was pressed while signed out. */
  kmyRegistration: boolean;
  freeRegistrationPackage: SelectedPackage | null;
  /** When the pending work was saved (ms since the epoch). */
  savedAt: number | null;
};

export const BOOKING_STORAGE_KEY = 'pilgrim.booking';
export const PENDING_TTL_MS = 60 * 60 * 1000;

const emptyState: BookingState = {
  clickedOnBooking: false,
  selectedPackage: null,
  tourStartDate: null,
  bookingPackageList: [],
  kmyRegistration: false,
  freeRegistrationPackage: null,
  savedAt: null,
};

let state: BookingState | undefined;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readStored(): BookingState {
  try {
    const text = storage()?.getItem(BOOKING_STORAGE_KEY);
    return text ? { ...emptyState, ...(JSON.parse(text) as Partial<BookingState>) } : emptyState;
  } catch {
    return emptyState;
  }
}

function current(): BookingState {
  state ??= readStored();
  return state;
}

function setState(next: BookingState): void {
  state = next;
  try {
    storage()?.setItem(BOOKING_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full quota: the state still lives for this page.
  }
}

export const bookingActions = {
  /** Book Now while signed out: remember the package and the date until the sign-in completes. */
  holdBooking: (pkg: SelectedPackage, date: string) =>
    setState({
      ...current(),
      clickedOnBooking: true,
      selectedPackage: pkg,
      tourStartDate: date,
      bookingPackageList: [{ pkgId: pkg.id, pgkDate: date }],
      savedAt: Date.now(),
    }),
  /** Register Now while signed out. */
  holdKmyRegistration: (pkg: SelectedPackage) =>
    setState({ ...current(), kmyRegistration: true, freeRegistrationPackage: pkg, savedAt: Date.now() }),
  /** The pending work was done (or given up): forget it. */
  clearPending: () => setState(emptyState),
};

/** The pending booking, if one was saved within the last hour. */
export function pendingBooking(now = Date.now()): { pkg: SelectedPackage; date: string } | null {
  const { clickedOnBooking, selectedPackage, tourStartDate, savedAt } = current();
  if (!clickedOnBooking || !selectedPackage || !tourStartDate || savedAt == null || now - savedAt > PENDING_TTL_MS) return null;
  return { pkg: selectedPackage, date: tourStartDate };
}

/** The free-registration package whose 'Register Now' waits for the sign-in, if saved within the last hour. */
export function pendingKmyRegistration(now = Date.now()): SelectedPackage | null {
  const { kmyRegistration, freeRegistrationPackage, savedAt } = current();
  if (!kmyRegistration || !freeRegistrationPackage || savedAt == null || now - savedAt > PENDING_TTL_MS) return null;
  return freeRegistrationPackage;
}

/** For tests: forget the state read from storage. */
export function resetBookingStateForTests(): void {
  state = undefined;
}
