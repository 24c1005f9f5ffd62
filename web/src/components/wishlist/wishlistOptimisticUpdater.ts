import type { RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * What a heart shows at once, before the server answers: the package's `isInWishlist` and the header's
 * `viewer.wishlistCount` (when the header has loaded it). Relay discards it when the answer arrives (the
 * server's values then stand) or rolls it back when the call fails.
 */
export function wishlistOptimisticUpdater(packageId: string, add: boolean) {
  return (store: RecordSourceSelectorProxy): void => {
    const pkg = store.get(packageId);
    if (pkg == null || pkg.getValue('isInWishlist') === add) return;
    pkg.setValue(add, 'isInWishlist');
    const viewer = store.getRoot().getLinkedRecord('viewer');
    const count = viewer?.getValue('wishlistCount');
    if (viewer != null && typeof count === 'number') viewer.setValue(Math.max(0, count + (add ? 1 : -1)), 'wishlistCount');
  };
}
