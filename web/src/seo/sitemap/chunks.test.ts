import { describe, expect, it } from 'vitest';
import { chunkSitemapEntries, fixedPathsOfFile, parseSitemapFileId, SITEMAP_MAX_URLS, sitemapFileCount, sitemapFileCursor, sitemapFileWindow } from './chunks';

describe('sitemap splitting', () => {
  it('keeps up to 50,000 URLs in one file and splits past that', () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    expect(sitemapFileCount(0)).toBe(1);
    expect(sitemapFileCount(50_000)).toBe(1);
    expect(sitemapFileCount(50_001)).toBe(2);
    expect(sitemapFileCount(120_000)).toBe(3);
  });

  it('gives each file its own window of the URLs', () => {
    expect(sitemapFileWindow(0)).toEqual({ offset: 0, limit: 50_000 });
    expect(sitemapFileWindow(2)).toEqual({ offset: 100_000, limit: 50_000 });
  });

  it('chunks entries in order, every entry in exactly one file, none over the limit', () => {
    const entries = Array.from({ length: 120_001 }, (_, index) => index);
    const files = chunkSitemapEntries(entries);
    expect(files.map((file) => file.length)).toEqual([50_000, 50_000, 20_001]);
    expect(files.flat()).toEqual(entries);
    expect(chunkSitemapEntries([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunkSitemapEntries([], 2)).toEqual([[]]);
  });
});

describe('parseSitemapFileId', () => {
  it('accepts the integers below the file count', () => {
    expect(parseSitemapFileId('0', 1)).toBe(0);
    expect(parseSitemapFileId('2', 3)).toBe(2);
  });

  it('refuses ids past the last file, negative, fractional, padded or not numbers', () => {
    for (const segment of ['1', '-1', '0.5', '01', '1e0', '', 'abc', ' 0']) expect(parseSitemapFileId(segment, 1), segment).toBeNull();
  });
});

describe('fixedPathsOfFile', () => {
  const fixed = ['/', '/blogs', '/news'];

  it('puts the fixed routes after the data entries, in the file where they fall', () => {
    expect(fixedPathsOfFile(fixed, 0, 10, 20)).toEqual(fixed);
    expect(fixedPathsOfFile(fixed, 0, 19, 20)).toEqual(['/']);
    expect(fixedPathsOfFile(fixed, 1, 19, 20)).toEqual(['/blogs', '/news']);
    expect(fixedPathsOfFile(fixed, 0, 40, 20)).toEqual([]);
    expect(fixedPathsOfFile(fixed, 2, 40, 20)).toEqual(fixed);
  });
});

describe('sitemapFileCursor', () => {
  it('starts each file at its own offset, not from the start of the gateway list', () => {
    expect(sitemapFileCursor(0)).toBeNull();
    expect(atob(sitemapFileCursor(1) ?? '')).toBe('offset:49999');
    expect(atob(sitemapFileCursor(2) ?? '')).toBe('offset:99999');
  });
});
