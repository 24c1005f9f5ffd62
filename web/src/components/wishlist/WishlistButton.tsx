import type { ComponentPropsWithRef } from 'react';
import { Icon } from '@/components/icons/Icon';
import styles from './HeaderWishlist.module.css';

/** How the header's Wishlist button is named: with the count once it is known. */
export function wishlistButtonLabel(count: number | null): string {
  if (count == null) return 'Wishlist';
  return `Wishlist, ${count} ${count === 1 ? 'package' : 'packages'}`;
}

type WishlistButtonProps = { count?: number | null } & Omit<ComponentPropsWithRef<'button'>, 'children'>;

/** The header's Wishlist button; the badge sits over the icon, so its arrival moves nothing. */
export function WishlistButton({ count = null, ...rest }: WishlistButtonProps) {
  return (
    <button type="button" className={styles.button} aria-label={wishlistButtonLabel(count)} {...rest}>
      <span className={styles.icon}>
        <Icon name="heart" />
        {count != null && count > 0 ? (
          <span className={styles.badge} data-testid="wishlist-count" aria-hidden="true">
            {count}
          </span>
        ) : null}
      </span>
      <span className={styles.label}>Wishlist</span>
    </button>
  );
}
