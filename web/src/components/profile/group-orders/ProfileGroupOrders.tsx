'use client';

import { Suspense, useState } from 'react';
import { ProfileLoadBoundary } from '../ProfileLoadBoundary';
import { ProfileSection } from '../ProfileSection';
import styles from '../profile.module.css';
import { CreateGroupOrderButton } from './CreateGroupOrderButton';
import { GroupOrdersPanel } from './GroupOrdersPanel';

/** #groupOrders: the group orders the user organises or holds a share of, with who has paid. Its own query. */
export function ProfileGroupOrders({ viewerId }: { viewerId: string }) {
  const [fetchKey, setFetchKey] = useState(0);
  return (
    <ProfileSection id="groupOrders" title="Group Orders">
      <CreateGroupOrderButton />
      <ProfileLoadBoundary what="Group orders" onRetry={() => setFetchKey((key) => key + 1)}>
        <Suspense fallback={<p className={styles.loading}>Loading…</p>}>
          <GroupOrdersPanel viewerId={viewerId} fetchKey={fetchKey} />
        </Suspense>
      </ProfileLoadBoundary>
    </ProfileSection>
  );
}
