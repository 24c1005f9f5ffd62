import { toast } from '@/components/toast';
import { getEnvironment } from '@/relay/environment';
import { uiActions } from '@/state/ui-store';
import { changeWishlist } from './changeWishlist';

/** After a sign-in: the package a visitor's heart asked for goes to the wishlist (spec §4). */
export function completePendingWishlist(): void {
  const packageId = uiActions.takePendingWishlist();
  if (packageId == null) return;
  void changeWishlist(getEnvironment(), { packageId, add: true }).then((failure) => {
    if (failure != null) toast.error(failure);
  });
}
