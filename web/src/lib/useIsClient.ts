'use client';

import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False on the server and during hydration, true after: parts that query viewer data through the browser's
 * network (`/api/graphql`) render only then, since a server render has no session-bound network.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
