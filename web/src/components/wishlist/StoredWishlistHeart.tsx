'use client';

import { useEffect, useRef } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { toast } from '@/components/toast';
import { changeWishlist } from './changeWishlist';
import { HeartButton, type HeartProps } from './HeartButton';
import { ensurePackageRecord, useStoredWishlistFlag } from './useStoredWishlistFlag';

/** A signed-in user's heart: `isInWishlist` as the Relay store holds it (else the page's), toggled optimistically. */
export function StoredWishlistHeart({ pressedEarly, ...props }: HeartProps & { pressedEarly: boolean }) {
  const environment = useRelayEnvironment();
  const isInWishlist = useStoredWishlistFlag(environment, props.packageId) ?? props.isInWishlist;
  const toggle = () => {
    // The optimistic update needs the package's record: a server-rendered card's package may not be in the store.
    ensurePackageRecord(environment, props.packageId, props.title, isInWishlist);
    void changeWishlist(environment, { packageId: props.packageId, add: !isInWishlist }).then((failure) => {
      if (failure != null) toast.error(failure);
    });
  };
  // Pressed while this code was loading (`WishlistHeart`): that press counts, once.
  const early = useRef(pressedEarly);
  useEffect(() => {
    if (!early.current) return;
    early.current = false;
    toggle();
    // On arrival only (no dependencies): the first render's `toggle` is the one meant.
  }, []);
  return <HeartButton {...props} isInWishlist={isInWishlist} onToggle={toggle} />;
}
