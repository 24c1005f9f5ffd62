'use client';

import { Suspense, useState } from 'react';
import { Dialog } from '@/components/dialog/Dialog';
import { ProfileLoadBoundary } from '../ProfileLoadBoundary';
import styles from '../profile.module.css';
import { EmployeeOrderDetails } from './EmployeeOrderDetails';

export type OrderToView = { orderId: string; reference: string };

/**
 * A coupon use's booking as the employee sees it (`viewer.employee.order(id:)`): loaded on demand with the row's
 * 'View' and read with its own query when opened; Escape or 'Close' closes it, focus goes back to the row.
 */
export function EmployeeOrderDialog({ viewerId, order, onClose }: { viewerId: string; order: OrderToView; onClose: () => void }) {
  const [fetchKey, setFetchKey] = useState(0);
  return (
    <Dialog title={`Booking ${order.reference}`} onClose={onClose} className={styles.wideDialog}>
      <ProfileLoadBoundary what="Booking" onRetry={() => setFetchKey((key) => key + 1)}>
        <Suspense fallback={<p className={styles.loading}>Loading…</p>}>
          <EmployeeOrderDetails viewerId={viewerId} orderId={order.orderId} fetchKey={fetchKey} />
        </Suspense>
      </ProfileLoadBoundary>
    </Dialog>
  );
}
