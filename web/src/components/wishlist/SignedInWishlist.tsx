'use client';

import { Suspense, useEffect, useRef } from 'react';
import { useQueryLoader } from 'react-relay';
import type { HeaderWishlistMenuQuery } from '@/__generated__/HeaderWishlistMenuQuery.graphql';
import { SearchErrorBoundary } from '@/components/search/SearchErrorBoundary';
import { useServerDataVersion } from '@/relay/serverDataPublished';
import { HeaderWishlistMenu, headerWishlistMenuQuery } from './HeaderWishlistMenu';
import { WishlistButton } from './WishlistButton';

/** The most the gateway pages at once: hearts of older wishlisted packages stay empty on server-rendered pages. */
export const HEARTS_FILLED_IN = 50;

/** The signed-in header Wishlist: the count badge and the dropdown (`HeaderWishlist` loads it after the page). */
export function SignedInWishlist() {
  const [queryRef, loadQuery] = useQueryLoader<HeaderWishlistMenuQuery>(headerWishlistMenuQuery);
  const serverDataVersion = useServerDataVersion();
  const loaded = useRef(false);

  // Again after every page's visitor data reached the store (it resets the hearts); one request per page.
  useEffect(() => {
    const timer = setTimeout(() => {
      // The first load asks the network only: the store may still hold a previous user's wishlist.
      loadQuery({ heartsFilledIn: HEARTS_FILLED_IN }, { fetchPolicy: loaded.current ? 'store-and-network' : 'network-only' });
      loaded.current = true;
    }, 0);
    return () => clearTimeout(timer);
  }, [loadQuery, serverDataVersion]);

  const button = <WishlistButton />;
  if (queryRef == null) return button;
  return (
    // Spec §8: wishlist failures are silently ignored; the next page tries again.
    <SearchErrorBoundary fallback={button} resetKey={String(serverDataVersion)}>
      <Suspense fallback={button}>
        <HeaderWishlistMenu queryRef={queryRef} />
      </Suspense>
    </SearchErrorBoundary>
  );
}
