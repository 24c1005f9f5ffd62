'use client';

import { lazy, Suspense, type Attributes, type ComponentType, type ReactNode } from 'react';
import { useIsClient } from '@/lib/useIsClient';

export type IslandProps<P> = P & {
  /** What holds the island's place on the server and while its code loads, so nothing moves when it arrives. */
  fallback?: ReactNode;
};

/**
 * A client-only island whose code is fetched the first time it renders, never with the page — `next/dynamic` with
 * `ssr: false`, without next/dynamic's own code in the first load, and with a place holder (`fallback`) that may
 * depend on the island's props. `relayIsland` adds Relay to it.
 */
export function lazyIsland<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(async () => ({ default: await load() }));
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
