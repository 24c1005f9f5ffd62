'use client';

import { useSyncExternalStore } from 'react';
import { useUiState } from '@/state/ui-store';

/** Dialogs render into a portal at the end of `<body>`: a child added or removed there is a dialog opening or closing. */
function subscribeToBodyChildren(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true });
  return () => observer.disconnect();
}

function modalInPage(): boolean {
  return document.querySelector('[aria-modal="true"]') !== null;
}

/**
 * True while another popup is open or on its way: a lead popup or the search overlay (their flags, set before
 * their code has even loaded) or any modal dialog in the page (login, sign-up, date picker…). A timed popup
 * that falls due meanwhile waits for this to turn false.
 */
export function useOtherPopupOpen(): boolean {
  const flagged = useUiState(
    (state) =>
      state.showSearch ||
      state.callPopup !== null ||
      state.priceRequest !== null ||
      state.showQuickEnquiry ||
      state.showZoom,
  );
  const modal = useSyncExternalStore(subscribeToBodyChildren, modalInPage, () => false);
  return flagged || modal;
}
