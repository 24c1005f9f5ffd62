'use client';

import { Suspense, useState } from 'react';
import { ProfileLoadBoundary } from '../ProfileLoadBoundary';
import { ProfileSection } from '../ProfileSection';
import styles from '../profile.module.css';
import { EmployeePanel } from './EmployeePanel';

/**
 * #employee ('Employee'), shown to employees only: their coupons and the customers' orders that applied them.
 * Loaded on demand (next/dynamic) and with its own query, so customers never download or fetch any of it.
 */
export function ProfileEmployee({ viewerId }: { viewerId: string }) {
  const [fetchKey, setFetchKey] = useState(0);
  return (
    <ProfileSection id="employee" title="Employee">
      <ProfileLoadBoundary what="Employee" onRetry={() => setFetchKey((key) => key + 1)}>
        <Suspense fallback={<p className={styles.loading}>Loading…</p>}>
          <EmployeePanel viewerId={viewerId} fetchKey={fetchKey} />
        </Suspense>
      </ProfileLoadBoundary>
    </ProfileSection>
  );
}
