'use client';

import { useSyncExternalStore } from 'react';
import { getUiState, useUiState, type UiState } from '@/state/ui-store';

/** Dialogs render into a portal at the end of `<body>`: a child added or removed there is a dialog opening or closing. */
function subscribeToBodyChildren(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true });
  return () => observer.disconnect();
}

function modalInPage(): boolean {
  return document.querySelector('[aria-modal="true"]') !== null;
}

/** A lead popup or the search overlay is open or on its way (their flags are set before their code has even loaded). */
function flaggedPopupOpen(state: UiState): boolean {
  return state.showSearch || state.callPopup !== null || state.priceRequest !== null || state.showQuickEnquiry || state.showZoom;
}

/**
 * True while another popup is open or on its way: a lead popup or the search overlay (their flags) or any modal
 * dialog in the page (login, sign-up, date picker…). A timed popup that falls due meanwhile waits for this to turn false.
 */
export function useOtherPopupOpen(): boolean {
  const flagged = useUiState(flaggedPopupOpen);
  const modal = useSyncExternalStore(subscribeToBodyChildren, modalInPage, () => false);
  return flagged || modal;
}

/** The same check at this moment, for a timed popup whose code has just arrived (before its own dialog is in the page). */
export function otherPopupOpenNow(): boolean {
  return flaggedPopupOpen(getUiState()) || modalInPage();
}
