import { commitLocalUpdate } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import { createEnvironment } from '@/relay/environment';
import { ensurePackageRecord, storedWishlistFlag, subscribeToStoredWishlistFlag } from './useStoredWishlistFlag';

describe("a server-rendered card's heart reading the store", () => {
  it('has no flag until the package reaches the store, and hears when it does', () => {
    const environment = createEnvironment();
    const onChange = vi.fn();
    const unsubscribe = subscribeToStoredWishlistFlag(environment, 'p1', onChange);
    expect(storedWishlistFlag(environment, 'p1')).toBeUndefined();

    commitLocalUpdate(environment, (store) => {
      store.create('p1', 'Package').setValue(true, 'isInWishlist');
    });
    expect(onChange).toHaveBeenCalled();
    expect(storedWishlistFlag(environment, 'p1')).toBe(true);
    unsubscribe();
  });

  it("puts a missing package in the store with the page's flag, and leaves a stored one as it is", () => {
    const environment = createEnvironment();
    commitLocalUpdate(environment, (store) => {
      store.create('p2', 'Package').setValue(true, 'isInWishlist');
    });
    ensurePackageRecord(environment, 'p1', 'Kailash by helicopter', false);
    ensurePackageRecord(environment, 'p2', 'Char Dham', false);
    expect([storedWishlistFlag(environment, 'p1'), storedWishlistFlag(environment, 'p2')]).toEqual([false, true]);
    expect(environment.getStore().getSource().get('p1')?.title).toBe('Kailash by helicopter');
  });
});
