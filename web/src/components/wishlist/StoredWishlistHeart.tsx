'use client';

import { useEffect, useRef } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { toast } from '@/components/toast';
import { changeWishlist } from './changeWishlist';
import { HeartButton, type HeartProps } from './HeartButton';
import { ensurePackageRecord, useStoredWishlistFlag } from './useStoredWishlistFlag';

/** A signed-in user's heart: `isInWishlist` as the Relay store holds it (else the page's), toggled optimistically. */
export function StoredWishlistHeart({ wantedEarly, ...props }: HeartProps & { wantedEarly: boolean | null }) {
  const environment = useRelayEnvironment();
  const isInWishlist = useStoredWishlistFlag(environment, props.packageId) ?? props.isInWishlist;
  const change = (add: boolean) => {
    // The optimistic update needs the package's record: a server-rendered card's package may not be in the store.
    ensurePackageRecord(environment, props.packageId, props.title, isInWishlist);
    void changeWishlist(environment, { packageId: props.packageId, add }).then((failure) => {
      if (failure != null) toast.error(failure);
    });
  };
  // Pressed while this code was loading (`WishlistHeart`): the state that press asked for, once — not a toggle of
  // what the store holds (the page's heart may have shown a visitor's empty heart for a package already wishlisted).
  const early = useRef(wantedEarly);
  useEffect(() => {
    const wanted = early.current;
    early.current = null;
    if (wanted !== null && wanted !== isInWishlist) change(wanted);
    // On arrival only (no dependencies): the first render's state is the one compared.
  }, []);
  return <HeartButton {...props} isInWishlist={isInWishlist} onToggle={() => change(!isInWishlist)} />;
}
