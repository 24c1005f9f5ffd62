'use client';

import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until `deadline`, counting 59 … 0 over the last minute (0 until it is reached). */
export function secondsLeft(deadline: number, now: number): number {
  const remaining = deadline - now;
  return remaining <= 0 ? 0 : Math.floor((remaining - 1) / 1000);
}

/** mm:ss, e.g. `00:07`. */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * A countdown of `seconds` from each `restart()` (and of `firstSeconds`, default `seconds`, from mount):
 * `running` until the time is up, with `secondsLeft` for display. Reads the clock each tick, so a slow tab
 * does not drift.
 */
export function useCountdown(seconds: number, firstSeconds: number = seconds): { running: boolean; secondsLeft: number; restart: () => void } {
  const [deadline, setDeadline] = useState(() => Date.now() + firstSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());

  const running = now < deadline;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [running, deadline]);

  const restart = useCallback(() => {
    const start = Date.now();
    setNow(start);
    setDeadline(start + seconds * 1000);
  }, [seconds]);

  return { running, secondsLeft: secondsLeft(deadline, now), restart };
}
