import { commitLocalUpdate, type IEnvironment } from 'relay-runtime';

/** After a sign-out: no heart stays filled (a visitor's `isInWishlist` is false). */
export function clearWishlistHearts(environment: IEnvironment): void {
  const source = environment.getStore().getSource();
  const filled = source.getRecordIDs().filter((id) => source.get(id)?.isInWishlist === true);
  commitLocalUpdate(environment, (store) => {
    for (const id of filled) store.get(id)?.setValue(false, 'isInWishlist');
  });
}
