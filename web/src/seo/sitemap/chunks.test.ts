import { describe, expect, it } from 'vitest';
import { chunkSitemapEntries, SITEMAP_MAX_URLS, sitemapFileCount, sitemapFileWindow } from './chunks';

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
