'use client';

import dynamic from 'next/dynamic';
import { Suspense, useState } from 'react';
import { ProfileLoadBoundary } from '../ProfileLoadBoundary';
import { ProfileSection } from '../ProfileSection';
import styles from '../profile.module.css';
import { GiftCardsPanel } from './GiftCardsPanel';

/** The form (react-hook-form, zod) is loaded when 'Buy a gift card' is pressed. */
const BuyGiftCardDialog = dynamic(() => import('./BuyGiftCardDialog').then((module) => module.BuyGiftCardDialog), { ssr: false });

/** #giftCards: 'Buy a gift card', then the cards sent and received. Its own query, like the bookings. */
export function ProfileGiftCards({ viewerId }: { viewerId: string }) {
  const [fetchKey, setFetchKey] = useState(0);
  const [buying, setBuying] = useState(false);
  const buy = (
    <button type="button" className="button" onClick={() => setBuying(true)}>
      Buy a gift card
    </button>
  );
  return (
    <ProfileSection id="giftCards" title="Gift Cards" actions={buy}>
      <ProfileLoadBoundary what="Gift Cards" onRetry={() => setFetchKey((key) => key + 1)}>
        <Suspense fallback={<p className={styles.loading}>Loading…</p>}>
          <GiftCardsPanel viewerId={viewerId} fetchKey={fetchKey} />
        </Suspense>
      </ProfileLoadBoundary>
      {buying ? <BuyGiftCardDialog onClose={() => setBuying(false)} /> : null}
    </ProfileSection>
  );
}
