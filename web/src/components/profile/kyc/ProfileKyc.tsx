'use client';

import { Suspense, useState } from 'react';
import { ProfileLoadBoundary } from '../ProfileLoadBoundary';
import { ProfileSection } from '../ProfileSection';
import styles from '../profile.module.css';
import { KycPanel } from './KycPanel';

/** #kyc: the profile photo and the KYC document, with its own query (the other sections show whatever happens here). */
export function ProfileKyc() {
  const [fetchKey, setFetchKey] = useState(0);
  const reload = () => setFetchKey((key) => key + 1);
  return (
    <ProfileSection id="kyc" title="KYC">
      <ProfileLoadBoundary what="KYC" onRetry={reload}>
        <Suspense fallback={<p className={styles.loading}>Loading…</p>}>
          <KycPanel fetchKey={fetchKey} onSaved={reload} />
        </Suspense>
      </ProfileLoadBoundary>
    </ProfileSection>
  );
}
