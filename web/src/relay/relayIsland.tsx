'use client';

import { lazy, Suspense, type Attributes, type ComponentType, type ReactNode } from 'react';
import { useIsClient } from '@/lib/useIsClient';

type IslandProps<P> = P & {
  /** What holds the island's place on the server and while its code loads, so nothing moves when it arrives. */
  fallback?: ReactNode;
};

/**
 * A client island that needs Relay, fetched after the page (never in its first-load JavaScript): its code, Relay
 * and the browser's one environment (`RelayProvider`) load together the first time it renders. The home, category
 * and package pages have no Relay provider (web/README.md "Page budgets"). Like `next/dynamic` with `ssr: false`,
 * but the place holder (`fallback`) may depend on the island's props.
 */
export function relayIsland<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(async () => {
    const [{ RelayProvider }, Component] = await Promise.all([import('./RelayProvider'), load()]);
    return {
      default: function RelayIsland(props: P) {
        return (
          <RelayProvider>
            <Component {...props} />
          </RelayProvider>
        );
      },
    };
  });
  return function Island({ fallback = null, ...props }: IslandProps<P>) {
    const isClient = useIsClient();
    if (!isClient) return <>{fallback}</>;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...(props as unknown as P & Attributes)} />
      </Suspense>
    );
  };
}
