import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache.ts';

describe('LruCache', () => {
  it('evicts the least recently used entry when over the entry limit', () => {
    const cache = new LruCache<string>({ maxEntries: 2, maxSize: 100 }, (value) => value.length);
    cache.set('a', 'A');
    cache.set('b', 'B');
    cache.get('a');
    cache.set('c', 'C');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
  });

  it('evicts oldest entries until the total size fits and ignores values larger than the cap', () => {
    const cache = new LruCache<string>({ maxEntries: 10, maxSize: 5 }, (value) => value.length);
    cache.set('a', 'aaa');
    cache.set('b', 'bbb');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('bbb');
    cache.set('huge', 'xxxxxx');
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(1);
  });
});
