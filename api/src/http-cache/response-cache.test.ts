import { describe, expect, it } from 'vitest';
import { ResponseCache, type CachedResponse } from './response-cache.ts';

const entry = (text: string): CachedResponse => ({ body: new TextEncoder().encode(text), etag: `"${text}"`, headers: [] });

describe('ResponseCache', () => {
  it('drops exactly the entries carrying a changed tag', () => {
    const cache = new ResponseCache({ maxEntries: 10, maxBytes: 1_000_000 });
    cache.set('/list', entry('list'), ['catalogue', 'package:a', 'package:b'], cache.generation);
    cache.set('/detail/a', entry('a'), ['package:a'], cache.generation);
    cache.set('/detail/c', entry('c'), ['package:c'], cache.generation);
    expect(cache.dropTags(['package:a'])).toBe(2);
    expect(cache.get('/list')).toBeUndefined();
    expect(cache.get('/detail/a')).toBeUndefined();
    expect(cache.get('/detail/c')?.etag).toBe('"c"');
  });

  it('does not store an answer assembled before a drop (it may show the old price)', () => {
    const cache = new ResponseCache({ maxEntries: 10, maxBytes: 1_000_000 });
    const before = cache.generation;
    cache.dropTags(['package:a']);
    expect(cache.set('/detail/a', entry('old'), ['package:a'], before)).toBe(false);
    expect(cache.get('/detail/a')).toBeUndefined();
  });

  it('is bounded by entries and bytes, and forgets the tags of what it evicts', () => {
    const cache = new ResponseCache({ maxEntries: 2, maxBytes: 2_000 });
    cache.set('/1', entry('1'), ['package:1'], cache.generation);
    cache.set('/2', entry('2'), ['package:2'], cache.generation);
    cache.set('/3', entry('3'), ['package:3'], cache.generation);
    expect(cache.size).toBe(2);
    expect(cache.get('/1')).toBeUndefined();
    expect(cache.dropTags(['package:1'])).toBe(0);
    expect(cache.set('/big', entry('x'.repeat(5_000)), ['catalogue'], cache.generation)).toBe(false);
    expect(cache.size).toBe(2);
  });

  it('re-indexes a replaced entry under its new tags only', () => {
    const cache = new ResponseCache({ maxEntries: 10, maxBytes: 1_000_000 });
    cache.set('/search/x', entry('v1'), ['package:a'], cache.generation);
    cache.set('/search/x', entry('v2'), ['package:b'], cache.generation);
    expect(cache.dropTags(['package:a'])).toBe(0);
    expect(cache.get('/search/x')?.etag).toBe('"v2"');
    expect(cache.dropTags(['package:b'])).toBe(1);
  });
});
