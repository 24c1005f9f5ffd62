'use client';

import { useRecordVisit } from './useRecordVisit';

/** Adds the package page's package to the recently visited list (`useRecordVisit`); renders nothing. */
export function RecordVisit({ packageId }: { packageId: string }) {
  useRecordVisit(packageId);
  return null;
}
