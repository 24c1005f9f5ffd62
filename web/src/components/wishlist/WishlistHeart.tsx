'use client';

import { useState } from 'react';
import { useSession } from '@/auth/useSession';
import { relayIsland } from '@/relay/relayIsland';
import { uiActions } from '@/state/ui-store';
import { HeartButton, type HeartProps } from './HeartButton';

// Signed in, the heart follows the Relay store (the header's wishlist query fills it in): loaded after the page.
const StoredWishlistHeart = relayIsland(() => import('./StoredWishlistHeart').then((m) => m.StoredWishlistHeart));

/**
 * The heart on a package card and the package page: a toggle button, optimistic (instant; rolled back with a
 * toast when the call fails). Signed out, it opens the login popup and the package is added after the sign-in
 * (`afterSignIn`). `isInWishlist` is the page's (a visitor's: false); signed in, `StoredWishlistHeart` shows the
 * user's. No Relay here: server-rendered cards carry this island.
 */
export function WishlistHeart(props: HeartProps) {
  const { status } = useSession();
  // A press while the signed-in heart's code loads is kept and carried out by it on arrival.
  const [pressedEarly, setPressedEarly] = useState(false);
  if (status === 'authenticated') {
    const early = <HeartButton {...props} isInWishlist={props.isInWishlist !== pressedEarly} onToggle={() => setPressedEarly((pressed) => !pressed)} />;
    // What the person asked for by that press: the heart as they saw it after pressing (none if pressed twice).
    return <StoredWishlistHeart {...props} wantedEarly={pressedEarly ? !props.isInWishlist : null} fallback={early} />;
  }
  const onToggle = status === 'unauthenticated' ? () => uiActions.wishlistAfterSignIn(props.packageId) : undefined;
  return <HeartButton {...props} onToggle={onToggle} />;
}
