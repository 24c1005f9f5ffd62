import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UI_STORAGE_KEY } from './persistedUiState';
import { bookingActions, pendingBooking, pendingKmyRegistration, PENDING_TTL_MS, resetBookingStateForTests } from './booking-store';

const pkg = { id: 'UGFja2FnZTox', title: 'Kailash Mansarovar Yatra', slug: 'kailash-mansarovar-yatra' };

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('the booking part of the UI store', () => {
  beforeEach(() => {
    vi.stubGlobal('window', { localStorage: memoryStorage() });
    resetBookingStateForTests();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps a pending booking as the booking package list (pkgId, pgkDate) in localStorage', () => {
    bookingActions.holdBooking(pkg, '2027-06-12');
    const stored = JSON.parse(window.localStorage.getItem(UI_STORAGE_KEY) ?? '{}').booking;
    expect(stored).toMatchObject({
      clickedOnBooking: true,
      selectedPackage: pkg,
      tourStartDate: '2027-06-12',
      bookingPackageList: [{ pkgId: pkg.id, pgkDate: '2027-06-12' }],
    });
  });

  it('finds the pending booking again after a reload (read back from storage)', () => {
    bookingActions.holdBooking(pkg, '2027-06-12');
    resetBookingStateForTests();
    expect(pendingBooking()).toEqual({ pkg, date: '2027-06-12' });
  });

  it('forgets a pending booking once done, and ignores one older than an hour', () => {
    bookingActions.holdBooking(pkg, '2027-06-12');
    expect(pendingBooking(Date.now() + PENDING_TTL_MS + 1)).toBeNull();
    bookingActions.clearPending();
    expect(pendingBooking()).toBeNull();
  });

  it('drops a stored booking that does not parse, and keeps the recently visited packages beside it', () => {
    window.localStorage.setItem(UI_STORAGE_KEY, JSON.stringify({ recentlyVisited: ['a'], booking: { clickedOnBooking: 'yes' } }));
    expect(pendingBooking()).toBeNull();
    bookingActions.holdBooking(pkg, '2027-06-12');
    expect(JSON.parse(window.localStorage.getItem(UI_STORAGE_KEY) ?? '{}').recentlyVisited).toEqual(['a']);
  });

  it('keeps a pending KMY registration apart from a booking', () => {
    bookingActions.holdKmyRegistration(pkg);
    expect(pendingBooking()).toBeNull();
    expect(pendingKmyRegistration()).toEqual(pkg);
  });
});
