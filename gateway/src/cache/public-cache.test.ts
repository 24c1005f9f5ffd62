import type { ExecutionResult } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createPublicResponseCache } from './public-cache.ts';

const KEY = 'operation-key';
const answer = (price: number): ExecutionResult => ({ data: { package: { price } } });
const PACKAGE = [{ typename: 'Package', id: 'UGFja2FnZTox' }];

describe('the public response store', () => {
  it('stores an answer whose miss happened in the current generation', async () => {
    const cache = createPublicResponseCache();
    expect(await cache.get(KEY)).toBeNull();
    await cache.set(KEY, answer(1), PACKAGE, 60_000);
    expect(await cache.get(KEY)).toEqual(answer(1));
  });

  it('does not store the answer of a miss that began before an invalidation', async () => {
    const cache = createPublicResponseCache();
    await cache.get(KEY);
    cache.invalidateEntities(PACKAGE);
    await cache.set(KEY, answer(1), PACKAGE, 60_000);
    expect(await cache.get(KEY)).toBeNull();
  });

  it('does not take the older of two misses around an invalidation for the fresh one', async () => {
    const cache = createPublicResponseCache();
    await cache.get(KEY); // request A reads the old price ...
    cache.clear(); // ... a price change arrives ...
    await cache.get(KEY); // ... request B misses after it
    await cache.set(KEY, answer(1), PACKAGE, 60_000); // A answers first, with the old price
    await cache.set(KEY, answer(2), PACKAGE, 60_000);
    expect(await cache.get(KEY)).toBeNull();
    // The next request's miss is of the current generation: its answer is stored.
    await cache.set(KEY, answer(2), PACKAGE, 60_000);
    expect(await cache.get(KEY)).toEqual(answer(2));
  });

  it('forgets a miss whose answer never came, so the key is cached again later', async () => {
    let time = 0;
    const cache = createPublicResponseCache(100, () => time);
    await cache.get(KEY); // an answer with errors: never stored, its miss stays
    cache.clear();
    time = 31_000;
    await cache.get(KEY);
    await cache.set(KEY, answer(3), PACKAGE, 60_000);
    expect(await cache.get(KEY)).toEqual(answer(3));
  });
});
