import { completePendingWishlist } from '@/components/wishlist/completePendingWishlist';

/**
 * The one place where work that waited for a sign-in resumes (spec §4). Called after every successful
 * sign-in from the login and sign-up popups, after the popup closed.
 *
 * TODO(booking / cart issue): when a booking was pending (global UI state: clicked-on-booking with the
 * selected package and tour date), post them to the cart and go to /check-out.
 * TODO(KMY registration issue): when a free KMY registration was pending, go to /registration/kmy/add.
 *
 * Returns true when it navigated away, so the caller does not also refresh the current page.
 */
export function afterSignIn(): boolean {
  // A visitor's heart: the package goes to the wishlist (no navigation).
  completePendingWishlist();
  return false;
}
