'use client';

import { useSyncExternalStore } from 'react';

/**
 * Counts the server-rendered (visitor) responses handed to the browser's store. Page queries are answered
 * as a visitor, so viewer-dependent fields in them (`Package.isInWishlist`: false) overwrite what the
 * viewer's own query filled in; whoever fills them in re-reads when this count moves.
 */
let version = 0;
const listeners = new Set<() => void>();

export function markServerDataPublished(): void {
  version += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The count, re-rendering when it moves; 0 on the server. */
export function useServerDataVersion(): number {
  return useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  );
}
