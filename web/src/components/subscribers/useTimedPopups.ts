'use client';

import { useCallback, useEffect, useState } from 'react';
import { readPopupClosedAt, recordPopupClosed } from './popupCloseTimes';
import { isSuppressed, msUntilDue, TIMED_POPUP_DELAY_MS, type TimedPopupKind } from './timedPopupRules';
import { useOtherPopupOpen } from './useOtherPopupOpen';

const KINDS = Object.keys(TIMED_POPUP_DELAY_MS) as TimedPopupKind[];

function suppressedNow(kind: TimedPopupKind): boolean {
  return isSuppressed(readPopupClosedAt(kind), Date.now());
}

/**
 * The timed popups' schedule (spec §2): each falls due its delay after the page started loading, unless it was
 * closed less than an hour ago; a due popup opens once no other popup is open, one at a time. `close` stores
 * the close time that keeps it away for the hour; `defer` puts the open one back at the head of the queue (another
 * popup opened while its code was on its way: `showsWhenAlone`), to open again once that one is closed.
 */
export function useTimedPopups(): { open: TimedPopupKind | null; close: () => void; defer: () => void } {
  const [due, setDue] = useState<readonly TimedPopupKind[]>([]);
  const [open, setOpen] = useState<TimedPopupKind | null>(null);
  const otherPopupOpen = useOtherPopupOpen();

  useEffect(() => {
    // `performance.now()` counts from the start of the page load, however long hydration took.
    const sinceLoad = performance.now();
    const timers = KINDS.map((kind) =>
      window.setTimeout(() => {
        if (!suppressedNow(kind)) setDue((kinds) => [...kinds, kind]);
      }, msUntilDue(kind, sinceLoad)),
    );
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, []);

  useEffect(() => {
    if (open !== null || otherPopupOpen || due.length === 0) return;
    const [next, ...later] = due;
    setDue(later);
    // Closed meanwhile (in another tab) while it waited: it stays away.
    if (next && !suppressedNow(next)) setOpen(next);
  }, [open, otherPopupOpen, due]);

  const close = useCallback(() => {
    if (open) recordPopupClosed(open, Date.now());
    setOpen(null);
  }, [open]);

  const defer = useCallback(() => {
    if (open === null) return;
    setDue((kinds) => (kinds.includes(open) ? kinds : [open, ...kinds]));
    setOpen(null);
  }, [open]);

  return { open, close, defer };
}
