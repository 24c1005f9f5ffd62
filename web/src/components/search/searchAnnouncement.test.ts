import { describe, expect, it } from 'vitest';
import { searchAnnouncement } from './searchAnnouncement';

const none = { packages: 0, blogs: 0, news: 0, collections: 0 };

describe('searchAnnouncement', () => {
  it('counts the tours, then the other kinds together', () => {
    expect(searchAnnouncement('kailash', { packages: 12, blogs: 2, news: 0, collections: 1 })).toBe('12 tours and 3 other results found for “kailash”');
    expect(searchAnnouncement(' nepal ', { ...none, packages: 1 })).toBe('1 tour found for “nepal”');
    expect(searchAnnouncement('blog', { ...none, blogs: 1 })).toBe('0 tours and 1 other result found for “blog”');
  });

  it("says nothing where the visible 'no tours found' speaks", () => {
    expect(searchAnnouncement('zzqxv', none)).toBe('');
    // Three characters: searched, but no 'no tours found' (spec §4: longer than 3).
    expect(searchAnnouncement('zzq', none)).toBe('0 tours found for “zzq”');
  });
});
