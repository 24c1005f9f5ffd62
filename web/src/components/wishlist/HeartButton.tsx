import { Icon } from '@/components/icons/Icon';
import styles from './WishlistHeart.module.css';

/** A heart's package: its global ID and title, and whether the page's data has it in the wishlist. */
export type HeartProps = { packageId: string; title: string; isInWishlist: boolean; size?: 'card' | 'page'; className?: string };

/** The heart's toggle button (`aria-pressed`: in the wishlist). */
export function HeartButton({ title, isInWishlist, size = 'card', className, onToggle }: HeartProps & { onToggle?: () => void }) {
  return (
    <button
      type="button"
      className={`${styles.heart} ${styles[size]} ${className ?? ''}`}
      aria-pressed={isInWishlist}
      aria-label={`Add ${title} to wishlist`}
      onClick={onToggle}
    >
      <Icon name="heart" size={size === 'page' ? 24 : 20} fill={isInWishlist ? 'currentColor' : 'none'} />
    </button>
  );
}
