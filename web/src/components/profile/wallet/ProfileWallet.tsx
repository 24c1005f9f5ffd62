'use client';

import { Suspense, useCallback, useState } from 'react';
import { ProfileLoadBoundary } from '../ProfileLoadBoundary';
import { ProfileSection } from '../ProfileSection';
import styles from '../profile.module.css';
import type { WalletChoice } from './payFromWalletForm';
import { WalletPanel } from './WalletPanel';

/**
 * #wallet: the balances, the transactions (5 a page, a date range) and 'Pay from wallet' on the bookings with a
 * balance due. Its own query, read afresh after a payment, so the other sections never wait for it.
 */
export function ProfileWallet({ viewerId }: { viewerId: string }) {
  const [fetchKey, setFetchKey] = useState(0);
  // After a payment the transactions show the wallet it came from, so its spend is listed.
  const [transactionsType, setTransactionsType] = useState<WalletChoice>('CUSTOMER');
  const refresh = useCallback(() => setFetchKey((key) => key + 1), []);
  const paid = useCallback((wallet: WalletChoice) => {
    setTransactionsType(wallet);
    setFetchKey((key) => key + 1);
  }, []);
  return (
    <ProfileSection id="wallet" title="Wallet">
      <ProfileLoadBoundary what="Wallet" onRetry={refresh}>
        <Suspense fallback={<p className={styles.loading}>Loading…</p>}>
          <WalletPanel viewerId={viewerId} fetchKey={fetchKey} transactionsType={transactionsType} onPaid={paid} />
        </Suspense>
      </ProfileLoadBoundary>
    </ProfileSection>
  );
}
