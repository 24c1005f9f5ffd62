'use client';

import { Suspense, useState } from 'react';
import { ProfileLoadBoundary } from '../ProfileLoadBoundary';
import { ProfileSection } from '../ProfileSection';
import styles from '../profile.module.css';
import { BookingsPanel } from './BookingsPanel';

/**
 * #booking: orders by status with counts, paginated, each with its detail and 'Pay balance'. Its own query,
 * so the other sections show even when the orders cannot be read (the error toast and 'Try again' here).
 */
export function ProfileBookings({ viewerId }: { viewerId: string }) {
  const [fetchKey, setFetchKey] = useState(0);
  return (
    <ProfileSection id="booking" title="Bookings">
      <ProfileLoadBoundary what="Bookings" onRetry={() => setFetchKey((key) => key + 1)}>
        <Suspense fallback={<p className={styles.loading}>Loading…</p>}>
          <BookingsPanel viewerId={viewerId} fetchKey={fetchKey} />
        </Suspense>
      </ProfileLoadBoundary>
    </ProfileSection>
  );
}
