'use client';

import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, kept up to date. The server (and hydration) render `false`: the layout for
 * wide screens and without JavaScript; a matching browser re-renders right after hydration.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
