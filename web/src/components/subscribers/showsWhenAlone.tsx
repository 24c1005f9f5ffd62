'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { otherPopupOpenNow } from './useOtherPopupOpen';

/** A timed popup's props: `onBusy` hands it back to the queue when another popup opened while its code loaded. */
export type TimedPopupProps = { onClose: () => void; onBusy: () => void };

/**
 * Spec §2, one popup at a time: a timed popup is chosen when no other popup is open, but its code arrives later,
 * by which time the person may have opened another (the search box clicked again). Wrapped in the loaded code,
 * it checks again the moment it arrives: with another popup open it shows nothing and calls `onBusy`, so it
 * waits its turn again.
 */
export function showsWhenAlone(Popup: ComponentType<{ onClose: () => void }>): ComponentType<TimedPopupProps> {
  return function WhenAlone({ onClose, onBusy }: TimedPopupProps) {
    const [alone] = useState(() => !otherPopupOpenNow());
    useEffect(() => {
      if (!alone) onBusy();
    }, [alone, onBusy]);
    return alone ? <Popup onClose={onClose} /> : null;
  };
}
