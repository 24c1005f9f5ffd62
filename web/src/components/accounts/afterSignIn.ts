import { completePendingWishlist } from '@/components/wishlist/completePendingWishlist';
import { resumePendingBooking } from '@/components/cart/resumePendingBooking';
import { resumePendingKmyRegistration } from '@/components/registrations/resumePendingKmyRegistration';
import { syncRecentlyVisited } from '@/components/recent/syncRecentlyVisited';

/**
 * The one place where work that waited for a sign-in resumes (spec §4). Called after every successful
 * sign-in from the login and sign-up popups, after the popup closed.
 *
 * A pending booking (Book Now while signed out) is posted to the cart and the user goes to /check-out; a
 * pending free KMY registration goes to /registration/kmy/add.
 *
 * Returns true when it navigated away, so the caller does not also refresh the current page.
 */
export function afterSignIn(): boolean {
  // A visitor's heart: the package goes to the wishlist (no navigation).
  completePendingWishlist();
  // This browser's recently visited packages join the user's list (spec §3), in the background.
  syncRecentlyVisited();
  if (resumePendingBooking()) return true;
  if (resumePendingKmyRegistration()) return true;
  return false;
}
