'use client';

import dynamic from 'next/dynamic';
import { Suspense } from 'react';
import { ProfileLoadBoundary } from '@/components/profile/ProfileLoadBoundary';
import styles from './GroupOrders.module.css';

const loading = () => <p className={`container ${styles.page}`}>Loading…</p>;
// Personal data: queried in the browser only (never in the server render, which has no session to send).
const GroupOrderPage = dynamic(() => import('./GroupOrderPage').then((module) => module.GroupOrderPage), { ssr: false, loading });

/** The group order's page: a loading line first, then its data; the error toast and 'Try again' on failure. */
export function GroupOrderView({ groupOrderId }: { groupOrderId: string }) {
  return (
    <ProfileLoadBoundary what="Group order" onRetry={() => window.location.reload()}>
      <Suspense fallback={loading()}>
        <GroupOrderPage groupOrderId={groupOrderId} />
      </Suspense>
    </ProfileLoadBoundary>
  );
}
