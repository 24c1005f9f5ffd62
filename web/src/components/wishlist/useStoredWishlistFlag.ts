import { useCallback, useSyncExternalStore } from 'react';
import { graphql } from 'react-relay';
import { commitLocalUpdate, createOperationDescriptor, createReaderSelector, getFragment, getRequest, type IEnvironment } from 'relay-runtime';
import { addToWishlistMutation } from './addToWishlistMutation';

const storedWishlistFlagFragment = graphql`
  fragment useStoredWishlistFlag_package on Package {
    isInWishlist
  }
`;

function selectorOf(packageId: string) {
  // Any operation may own a plain store read: the mutation that changes the flag does.
  const owner = createOperationDescriptor(getRequest(addToWishlistMutation), { input: { packageId } }).request;
  return createReaderSelector(getFragment(storedWishlistFlagFragment), packageId, {}, owner);
}

/** The package's `isInWishlist` in the store, or undefined while the store has no such record. */
export function storedWishlistFlag(environment: IEnvironment, packageId: string): boolean | undefined {
  const data = environment.lookup(selectorOf(packageId)).data as { isInWishlist?: unknown } | null | undefined;
  return typeof data?.isInWishlist === 'boolean' ? data.isInWishlist : undefined;
}

/** Calls `onChange` whenever the package's flag changes in the store (also when its record first arrives). */
export function subscribeToStoredWishlistFlag(environment: IEnvironment, packageId: string, onChange: () => void): () => void {
  const subscription = environment.subscribe(environment.lookup(selectorOf(packageId)), onChange);
  return () => subscription.dispose();
}

/**
 * The package's `isInWishlist` as the Relay store holds it — filled in by the header's wishlist query, changed by the
 * wishlist mutations —, or undefined while the store has no such record (a server-rendered card's package).
 */
export function useStoredWishlistFlag(environment: IEnvironment, packageId: string): boolean | undefined {
  const read = useCallback(() => storedWishlistFlag(environment, packageId), [environment, packageId]);
  const subscribe = useCallback((onChange: () => void) => subscribeToStoredWishlistFlag(environment, packageId, onChange), [environment, packageId]);
  return useSyncExternalStore(subscribe, read, () => undefined);
}

/** Puts the package in the store with what the page showed, when it is not there, so an optimistic update has a record. */
export function ensurePackageRecord(environment: IEnvironment, packageId: string, title: string, isInWishlist: boolean): void {
  commitLocalUpdate(environment, (store) => {
    if (store.get(packageId) != null) return;
    const record = store.create(packageId, 'Package');
    record.setValue(packageId, 'id');
    record.setValue(title, 'title');
    record.setValue(isInWishlist, 'isInWishlist');
  });
}
