'use client';

import { useEffect } from 'react';
import { uiActions } from '@/state/ui-store';

/** The package page adds its package to the recently visited list (spec §3), once the page is in the browser. */
export function useRecordVisit(packageId: string | undefined): void {
  useEffect(() => {
    if (packageId != null) uiActions.recordVisit(packageId);
  }, [packageId]);
}
