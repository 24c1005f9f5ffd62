'use client';

import { useSyncExternalStore } from 'react';

/**
 * The global UI state of spec §3, one small store for the whole app: every popup and overlay opens and
 * closes through `uiActions`. Later issues add their flags (call popup, request for price, quick enquiry,
 * ...) and the persisted parts (recently visited, popup close timestamps) here.
 */
export type UiState = {
  /** The login popup is wanted; it shows only while the session is unauthenticated. */
  showLogin: boolean;
  /** The sign-up popup is wanted. */
  showSignUp: boolean;
  /** The search overlay is open (spec §3 'search box'; the header's `SearchBox` renders it). */
  showSearch: boolean;
  /** A call is in flight somewhere (spec §4: a global loading flag is on during calls). */
  globalLoading: boolean;
};

const initialState: UiState = { showLogin: false, showSignUp: false, showSearch: false, globalLoading: false };

let state = initialState;
const listeners = new Set<() => void>();

function setState(patch: Partial<UiState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const uiActions = {
  openLogin: () => setState({ showLogin: true, showSignUp: false }),
  openSignUp: () => setState({ showSignUp: true, showLogin: false }),
  closeAccountPopups: () => setState({ showLogin: false, showSignUp: false }),
  openSearch: () => setState({ showSearch: true }),
  closeSearch: () => setState({ showSearch: false }),
  setGlobalLoading: (globalLoading: boolean) => setState({ globalLoading }),
};

/** Reads one slice of the UI state; re-renders only when that slice changes. */
export function useUiState<T>(selector: (state: UiState) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => selector(state),
    () => selector(initialState),
  );
}

/** The current state, for code outside React (event handlers, flows that read a pending booking). */
export function getUiState(): UiState {
  return state;
}

/** For tests: back to the initial state. */
export function resetUiState(): void {
  setState(initialState);
}
