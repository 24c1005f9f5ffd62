'use client';

import { Suspense, useCallback, useState } from 'react';
import { ProfileLoadBoundary } from '../ProfileLoadBoundary';
import { ProfileSection } from '../ProfileSection';
import styles from '../profile.module.css';
import { WalletPanel } from './WalletPanel';

/**
 * #wallet: the balances, the transactions (5 a page, a date range) and 'Pay from wallet' on the bookings with a
 * balance due. Its own query, read afresh after a payment, so the other sections never wait for it.
 */
export function ProfileWallet({ viewerId }: { viewerId: string }) {
  const [fetchKey, setFetchKey] = useState(0);
  const refresh = useCallback(() => setFetchKey((key) => key + 1), []);
  return (
    <ProfileSection id="wallet" title="Wallet">
      <ProfileLoadBoundary what="Wallet" onRetry={refresh}>
        <Suspense fallback={<p className={styles.loading}>Loading…</p>}>
          <WalletPanel viewerId={viewerId} fetchKey={fetchKey} onPaid={refresh} />
        </Suspense>
      </ProfileLoadBoundary>
    </ProfileSection>
  );
}
