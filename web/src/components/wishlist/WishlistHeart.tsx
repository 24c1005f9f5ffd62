'use client';

import { useSession } from 'next-auth/react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { WishlistHeart_package$key } from '@/__generated__/WishlistHeart_package.graphql';
import { Icon } from '@/components/icons/Icon';
import { toast } from '@/components/toast';
import { uiActions } from '@/state/ui-store';
import { changeWishlist } from './changeWishlist';
import styles from './WishlistHeart.module.css';

/**
 * `isInWishlist` is in page queries, answered as a visitor (false, no wishlist call): the header's
 * `HeaderWishlistMenuQuery` (the header) fills in the signed-in user's hearts on the client.
 */
const wishlistHeartFragment = graphql`
  fragment WishlistHeart_package on Package {
    id
    title
    isInWishlist
  }
`;

type WishlistHeartProps = { package: WishlistHeart_package$key; size?: 'card' | 'page'; className?: string };

/**
 * The heart on a package card and the package page: a toggle button, optimistic (instant; rolled back
 * with a toast when the call fails). Signed out, it opens the login popup and the package is added after
 * the sign-in (`afterSignIn`).
 */
export function WishlistHeart({ package: packageRef, size = 'card', className }: WishlistHeartProps) {
  const pkg = useFragment(wishlistHeartFragment, packageRef);
  const { status } = useSession();
  const environment = useRelayEnvironment();

  const toggle = () => {
    if (status === 'loading') return;
    if (status === 'unauthenticated') {
      uiActions.wishlistAfterSignIn(pkg.id);
      return;
    }
    void changeWishlist(environment, { packageId: pkg.id, add: !pkg.isInWishlist }).then((failure) => {
      if (failure != null) toast.error(failure);
    });
  };

  return (
    <button
      type="button"
      className={`${styles.heart} ${styles[size]} ${className ?? ''}`}
      aria-pressed={pkg.isInWishlist}
      aria-label={`Add ${pkg.title} to wishlist`}
      onClick={toggle}
    >
      <Icon name="heart" size={size === 'page' ? 24 : 20} fill={pkg.isInWishlist ? 'currentColor' : 'none'} />
    </button>
  );
}
