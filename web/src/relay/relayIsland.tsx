'use client';

import type { ComponentType } from 'react';
import { lazyIsland } from '@/lib/lazyIsland';

/**
 * A client island that needs Relay, fetched after the page (never in its first-load JavaScript): its code, Relay
 * and the browser's one environment (`RelayProvider`) load together the first time it renders (`lazyIsland`; its
 * `fallback` holds the place meanwhile). The home, category and package pages have no Relay provider
 * (web/README.md "Page budgets").
 */
export function relayIsland<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazyIsland<P>(async () => {
    const [{ RelayProvider }, Component] = await Promise.all([import('./RelayProvider'), load()]);
    return function RelayIsland(props: P) {
      return (
        <RelayProvider>
          <Component {...props} />
        </RelayProvider>
      );
    };
  });
}
