'use client';

import { useEffect, useRef } from 'react';

/** Spec §9: how long the thank-you step shows before its popup closes and resets. */
export const THANK_YOU_MS = { call: 8000, enquiry: 3000 } as const;

/**
 * Calls `onDone` once, `ms` after mount (a thank-you step's timer); cancelled when the step unmounts first
 * (the person closed the popup). Tests move Playwright's clock instead of waiting.
 */
export function useAfterDelay(ms: number, onDone: () => void): void {
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    const timer = window.setTimeout(() => done.current(), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
}
