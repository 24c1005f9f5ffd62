'use client';

import { uiActions } from '@/state/ui-store';

/** The Zoom banner's button: opens the Zoom popup (GlobalPopups loads its code then). */
export function JoinZoomButton() {
  return (
    <button type="button" className="button" onClick={uiActions.openZoom}>
      Join a free Zoom session
    </button>
  );
}
