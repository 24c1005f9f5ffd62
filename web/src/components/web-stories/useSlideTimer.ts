import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Calls `onElapsed` once slide `slideKey` has been shown for `durationMs` while `running`: pausing keeps the time
 * left, a new slide starts from the full duration. Uses `setTimeout` and `performance.now()` only (so tests can
 * drive it with a fake clock). The timer is armed in a layout effect, in the same commit that shows the viewer as
 * playing: a passive effect would arm it a moment after the page says it plays (a test's clock could run past it).
 */
export function useSlideTimer(slideKey: string, running: boolean, durationMs: number, onElapsed: () => void): void {
  const left = useRef({ slideKey, ms: durationMs });
  const elapsed = useRef(onElapsed);
  useEffect(() => {
    elapsed.current = onElapsed;
  });
  useLayoutEffect(() => {
    if (left.current.slideKey !== slideKey) left.current = { slideKey, ms: durationMs };
    if (!running) return;
    const started = performance.now();
    const timer = window.setTimeout(() => elapsed.current(), left.current.ms);
    return () => {
      window.clearTimeout(timer);
      left.current.ms = Math.max(0, left.current.ms - (performance.now() - started));
    };
  }, [slideKey, running, durationMs]);
}
