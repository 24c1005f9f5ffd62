'use client';

import { useRef, useState } from 'react';
import { singleFlight } from './singleFlight';

/**
 * `singleFlight` for a component: `pending` while its task runs (render the buttons `aria-disabled`). The guard is
 * a ref, so a second click in the same moment is refused before React has rendered the first one's state.
 */
export function useSingleFlight() {
  const [pending, setPending] = useState(false);
  const flight = useRef<ReturnType<typeof singleFlight> | null>(null);
  flight.current ??= singleFlight();
  const start = (task: () => Promise<unknown>): boolean =>
    flight.current!.start(async () => {
      setPending(true);
      try {
        await task();
      } finally {
        setPending(false);
      }
    }) !== null;
  return { pending, start };
}
