'use client';

import { Suspense, useState } from 'react';
import { ProfileLoadBoundary } from '../ProfileLoadBoundary';
import { ProfileSection } from '../ProfileSection';
import styles from '../profile.module.css';
import { RegistrationsPanel } from './RegistrationsPanel';

/**
 * #registrations: the user's KMY registrations (continue, e-mail a summary, delete). Its own query when shown,
 * so the other sections show even when these cannot be read.
 */
export function ProfileRegistrations() {
  const [fetchKey, setFetchKey] = useState(0);
  return (
    <ProfileSection id="registrations" title="Registrations">
      <ProfileLoadBoundary what="Registrations" onRetry={() => setFetchKey((key) => key + 1)}>
        <Suspense fallback={<p className={styles.loading}>Loading…</p>}>
          <RegistrationsPanel fetchKey={fetchKey} />
        </Suspense>
      </ProfileLoadBoundary>
    </ProfileSection>
  );
}
