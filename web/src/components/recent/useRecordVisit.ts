'use client';

import { useSession } from '@/auth/useSession';
import { useEffect } from 'react';
import { uiActions } from '@/state/ui-store';

/**
 * The package page adds its package to the recently visited list (spec §3), once the page is in the browser;
 * signed in, the visit is also recorded on the api and the list becomes the user's merged list (`syncRecentlyVisited`).
 */
export function useRecordVisit(packageId: string | undefined): void {
  const signedIn = useSession().status === 'authenticated';
  useEffect(() => {
    if (packageId == null) return;
    uiActions.recordVisit(packageId);
    // Relay comes with the sync, so a visitor's page never loads it.
    if (signedIn) void import('./syncRecentlyVisited').then(({ syncRecentlyVisited }) => syncRecentlyVisited([packageId]));
  }, [packageId, signedIn]);
}
