'use client';

import { readPersistedUiState, writePersistedUiState, type PersistedBooking } from './persistedUiState';

/**
 * The booking part of the global UI state of spec §3, persisted with the UI store's parts (`persistedUiState.ts`:
 * one storage key, checked with zod when read) so that it survives the sign-in (a reload in the middle included): the 'clicked on booking' flag, the selected package (ID, title,
 * slug), the tour start date, the booking package list (entries `pkgId` and `pgkDate`) and the KMY
 * registration button flag with its free-registration package. A pending entry older than `PENDING_TTL_MS`
 * is ignored, so a booking abandoned days ago never hijacks a later sign-in.
 */
export type SelectedPackage = { id: string; title: string; slug: string };

/** `kmyRegistration`: 'Register Now' of the free KMY registration was pressed while signed out; `savedAt`: ms since the epoch. */
export type BookingState = PersistedBooking;

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

function current(): BookingState {
  state ??= readPersistedUiState().booking ?? emptyState;
  return state;
}

function setState(next: BookingState): void {
  state = next;
  writePersistedUiState({ booking: next });
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
