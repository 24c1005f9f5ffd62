'use client';

import { useSession } from '@/auth/useSession';
import { useEffect, useRef } from 'react';
import { relayIsland } from '@/relay/relayIsland';
import { uiActions } from '@/state/ui-store';
import { WishlistButton } from './WishlistButton';

// Signed in, the count and dropdown (Relay, the wishlist query) load after the page; the plain button keeps the place.
const SignedInWishlist = relayIsland(() => import('./SignedInWishlist').then((m) => m.SignedInWishlist));

/** Empties the hearts when the session ends (a visitor has none). */
function useClearHeartsOnSignOut(status: string): void {
  const previous = useRef(status);
  useEffect(() => {
    // Signed in before, so Relay is loaded already: the browser's one environment holds the hearts.
    if (previous.current === 'authenticated' && status === 'unauthenticated') void import('./clearWishlistHearts').then((m) => m.clearBrowserWishlistHearts());
    previous.current = status;
  }, [status]);
}

/**
 * The header's Wishlist (spec §2): signed in, a count badge and a dropdown of the 2 newest packages with
 * 'View All'; signed out, it opens the login popup.
 */
export function HeaderWishlist() {
  const { status } = useSession();
  useClearHeartsOnSignOut(status);
  if (status === 'authenticated') return <SignedInWishlist fallback={<WishlistButton />} />;
  return <WishlistButton onClick={status === 'unauthenticated' ? uiActions.openLogin : undefined} />;
}
