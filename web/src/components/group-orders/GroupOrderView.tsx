'use client';

import { Suspense } from 'react';
import { ProfileLoadBoundary } from '@/components/profile/ProfileLoadBoundary';
import { GroupOrderPage } from './GroupOrderPage';
import styles from './GroupOrders.module.css';

/** The group order's data loads in the browser (it is personal): a loading line first, the error toast on failure. */
export function GroupOrderView({ groupOrderId }: { groupOrderId: string }) {
  return (
    <ProfileLoadBoundary what="Group order" onRetry={() => window.location.reload()}>
      <Suspense fallback={<p className={`container ${styles.page}`}>Loading…</p>}>
        <GroupOrderPage groupOrderId={groupOrderId} />
      </Suspense>
    </ProfileLoadBoundary>
  );
}
