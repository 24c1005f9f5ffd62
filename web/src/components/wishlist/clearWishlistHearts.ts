import { commitLocalUpdate, type IEnvironment } from 'relay-runtime';
import { getEnvironment } from '@/relay/environment';

/** After a sign-out: no heart stays filled (a visitor's `isInWishlist` is false). */
export function clearWishlistHearts(environment: IEnvironment): void {
  const source = environment.getStore().getSource();
  const filled = source.getRecordIDs().filter((id) => source.get(id)?.isInWishlist === true);
  commitLocalUpdate(environment, (store) => {
    for (const id of filled) store.get(id)?.setValue(false, 'isInWishlist');
  });
}

/** `clearWishlistHearts` on the browser's one environment (the header calls it after a sign-out). */
export function clearBrowserWishlistHearts(): void {
  clearWishlistHearts(getEnvironment());
}
