import { describe, expect, it } from 'vitest';
import { commitLocalUpdate } from 'relay-runtime';
import { createEnvironment } from '@/relay/environment';
import { clearWishlistHearts } from './clearWishlistHearts';

describe('clearing the hearts after a sign-out', () => {
  it('empties every filled heart and touches no other record', () => {
    const environment = createEnvironment();
    commitLocalUpdate(environment, (store) => {
      store.create('p1', 'Package').setValue(true, 'isInWishlist');
      store.create('p2', 'Package').setValue(false, 'isInWishlist');
      store.create('c1', 'Category').setValue('Char Dham', 'title');
    });
    clearWishlistHearts(environment);
    const source = environment.getStore().getSource();
    expect([source.get('p1')?.isInWishlist, source.get('p2')?.isInWishlist, source.get('c1')?.title]).toEqual([false, false, 'Char Dham']);
  });
});
