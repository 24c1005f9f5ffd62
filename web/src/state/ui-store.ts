'use client';

import { useSyncExternalStore } from 'react';
import { MAX_RECENTLY_VISITED, withRecentVisit } from './recentlyVisited';
import { withRecentWeatherPlace, type RecentWeatherPlace } from './recentWeatherPlaces';
import type { PackageTab } from '@/components/package/tabs/packageTabs';

/**
 * The global UI state of spec §3, one small store for the whole app: every popup and overlay opens and
 * closes through `uiActions`; the parts that survive a reload are listed in `persistedUiState.ts`, which loads
 * after the page (its storage checks are in no page's first-load JavaScript).
 */

/** Spec §3 'requested package details' (ptitle, pid, pslug, pimage, pduration): what the price popup shows. */
export type RequestedPackage = { pid: string; ptitle: string; pslug: string; pimage: string; pduration: string };

/** Which get-a-call popup: the header's (titled with the support's name) or the package page's widget. */
export type CallPopupVariant = 'support' | 'widget';

/** Spec §3 'phone number and enquiry ID for OTP': the lead whose OTP is being entered. */
export type EnquiryOtpTarget = { enquiryId: string; mobile: string; countryCode: string };

export type UiState = {
  /** The login popup is wanted; it shows only while the session is unauthenticated. */
  showLogin: boolean;
  /** The sign-up popup is wanted. */
  showSignUp: boolean;
  /** The search overlay is open (spec §3 'search box'; the header's `SearchBox` renders it). */
  showSearch: boolean;
  /** A call is in flight somewhere (spec §4: a global loading flag is on during calls). */
  globalLoading: boolean;
  /** The package a visitor's heart asked to wishlist; `afterSignIn` adds it (spec §4: work resumes after sign-in). */
  pendingWishlistPackageId: string | null;
  /** Spec §3: the recently visited packages' global IDs, oldest first, at most 8. Persisted (`persistedUiState.ts`). */
  recentlyVisited: readonly string[];
  /** Spec §3: the recently searched weather places, newest first, at most 8. Persisted (`persistedUiState.ts`). */
  recentWeatherPlaces: readonly RecentWeatherPlace[];
  /** Spec §3 'call popup': the get-a-call popup is open, and which one; null when closed. */
  callPopup: CallPopupVariant | null;
  /** Spec §3 'request for price': the package the price popup asks about; null when closed. */
  priceRequest: RequestedPackage | null;
  /** Spec §3 'quick enquiry': the quick enquiry popup is open. */
  showQuickEnquiry: boolean;
  /** Spec §3 'zoom': the Zoom session popup is open. */
  showZoom: boolean;
  /** Spec §3: the phone number and enquiry ID of the last lead sent, for its OTP step and /thank-you. */
  enquiryOtp: EnquiryOtpTarget | null;
  /** Spec §3 'mobile tab toggle': the package page's tab on a phone (default 'overview_tab'; the URL hash sets it). */
  packageTab: PackageTab;
};

const initialState: UiState = {
  showLogin: false,
  showSignUp: false,
  showSearch: false,
  globalLoading: false,
  pendingWishlistPackageId: null,
  recentlyVisited: [],
  recentWeatherPlaces: [],
  callPopup: null,
  priceRequest: null,
  showQuickEnquiry: false,
  showZoom: false,
  enquiryOtp: null,
  // `DEFAULT_PACKAGE_TAB`, spelled out: importing the tabs module would put it in every page's first load.
  packageTab: 'overview_tab',
};

/** One popup at a time: opening a lead popup closes the others and the search overlay. */
const NO_LEAD_POPUP = { callPopup: null, priceRequest: null, showQuickEnquiry: false, showZoom: false, showSearch: false } as const;

let state = initialState;
let restored = false;
const listeners = new Set<() => void>();

let persistence: Promise<typeof import('./persistedUiState')> | undefined;
const persisted = () => (persistence ??= import('./persistedUiState'));

function notify(): void {
  for (const listener of listeners) listener();
}

/**
 * In the browser, the first read starts restoring the persisted parts from storage (the server always renders the
 * initial state); visits and places recorded before storage was read go on top of the stored ones.
 */
function current(): UiState {
  if (!restored && typeof window !== 'undefined') {
    restored = true;
    void persisted().then(({ readPersistedUiState }) => {
      const stored = readPersistedUiState();
      const recentlyVisited = state.recentlyVisited.reduce<readonly string[]>((list, id) => withRecentVisit(list, id), stored.recentlyVisited ?? []);
      const recentWeatherPlaces = [...state.recentWeatherPlaces]
        .reverse()
        .reduce<readonly RecentWeatherPlace[]>((list, place) => withRecentWeatherPlace(list, place), stored.recentWeatherPlaces ?? []);
      state = { ...state, recentlyVisited, recentWeatherPlaces };
      notify();
    });
  }
  return state;
}

function setState(patch: Partial<UiState>): void {
  state = { ...current(), ...patch };
  // After the restore above (the same import, resolved in order): what is written is the state at that moment.
  void persisted().then(({ writePersistedUiState }) =>
    writePersistedUiState({ recentlyVisited: state.recentlyVisited, recentWeatherPlaces: state.recentWeatherPlaces }),
  );
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const uiActions = {
  openLogin: () => setState({ showLogin: true, showSignUp: false }),
  openSignUp: () => setState({ showSignUp: true, showLogin: false }),
  closeAccountPopups: () => setState({ showLogin: false, showSignUp: false }),
  /** The person closed a login or sign-up popup without signing in: the work that waited for it is dropped. */
  dismissAccountPopups: () => setState({ showLogin: false, showSignUp: false, pendingWishlistPackageId: null }),
  openSearch: () => setState({ showSearch: true }),
  closeSearch: () => setState({ showSearch: false }),
  setGlobalLoading: (globalLoading: boolean) => setState({ globalLoading }),
  /** A visitor's heart: remember the package and open the login popup (closing the search overlay: one modal at a time). */
  wishlistAfterSignIn: (packageId: string) =>
    setState({ pendingWishlistPackageId: packageId, showLogin: true, showSignUp: false, showSearch: false }),
  /** Hands the pending wishlist package to `afterSignIn` once, and forgets it. */
  takePendingWishlist: (): string | null => {
    const packageId = current().pendingWishlistPackageId;
    if (packageId != null) setState({ pendingWishlistPackageId: null });
    return packageId;
  },
  recordVisit: (packageId: string) => setState({ recentlyVisited: withRecentVisit(current().recentlyVisited, packageId) }),
  /** The signed-in user's merged list from the api (`syncRecentlyVisited`), oldest first. */
  replaceRecentlyVisited: (packageIds: readonly string[]) => setState({ recentlyVisited: packageIds.slice(-MAX_RECENTLY_VISITED) }),
  /** A weather place picked from a search (or the recent list) goes to the front of the recent list. */
  recordWeatherPlace: (place: RecentWeatherPlace) =>
    setState({ recentWeatherPlaces: withRecentWeatherPlace(current().recentWeatherPlaces, place) }),
  openCallPopup: (variant: CallPopupVariant = 'support') => setState({ ...NO_LEAD_POPUP, callPopup: variant }),
  openPriceRequest: (requested: RequestedPackage) => setState({ ...NO_LEAD_POPUP, priceRequest: requested }),
  openQuickEnquiry: () => setState({ ...NO_LEAD_POPUP, showQuickEnquiry: true }),
  openZoom: () => setState({ ...NO_LEAD_POPUP, showZoom: true }),
  /** Closes whichever lead popup is open; each popup resets its own steps when it unmounts. */
  closeLeadPopups: () => setState({ callPopup: null, priceRequest: null, showQuickEnquiry: false, showZoom: false }),
  rememberEnquiry: (target: EnquiryOtpTarget | null) => setState({ enquiryOtp: target }),
  selectPackageTab: (packageTab: PackageTab) => setState({ packageTab }),
};

/** Reads one slice of the UI state; re-renders only when that slice changes. */
export function useUiState<T>(selector: (state: UiState) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => selector(current()),
    () => selector(initialState),
  );
}

/** The current state, for code outside React (event handlers, flows that read a pending booking). */
export function getUiState(): UiState {
  return current();
}

/** For tests: back to the initial state. */
export function resetUiState(): void {
  setState(initialState);
}
