import { describe, expect, it } from 'vitest';
import { chooseActiveTab, shouldSearch, showNoTours, tabLabel, type SearchCounts } from './searchRules';

const counts = (packages: number, blogs: number, news: number, collections: number): SearchCounts => ({
  packages,
  blogs,
  news,
  collections,
});

describe('shouldSearch', () => {
  it('returns false when the trimmed query is shorter than 3 characters', () => {
    expect(shouldSearch('')).toBe(false);
    expect(shouldSearch('ka')).toBe(false);
    expect(shouldSearch('  ka  ')).toBe(false);
  });

  it('returns true when the trimmed query has 3 or more characters', () => {
    expect(shouldSearch('kai')).toBe(true);
    expect(shouldSearch(' kailash ')).toBe(true);
  });
});

describe('showNoTours', () => {
  it('returns true when the query is longer than 3 characters and nothing was found', () => {
    expect(showNoTours('zzzzqq', 0)).toBe(true);
    expect(showNoTours('abcd', 0)).toBe(true);
  });

  it('returns false when the query has exactly 3 characters', () => {
    expect(showNoTours('abc', 0)).toBe(false);
    expect(showNoTours('  abc  ', 0)).toBe(false);
  });

  it('returns false when something was found', () => {
    expect(showNoTours('kailash', 1)).toBe(false);
  });
});

describe('chooseActiveTab', () => {
  it('keeps the current tab when it has results', () => {
    expect(chooseActiveTab('news', counts(5, 2, 1, 0))).toBe('news');
  });

  it('switches to the first tab in display order that has results when the current one has none', () => {
    expect(chooseActiveTab('packages', counts(0, 0, 3, 1))).toBe('news');
    expect(chooseActiveTab('collections', counts(0, 4, 3, 0))).toBe('blogs');
    expect(chooseActiveTab('news', counts(2, 4, 0, 0))).toBe('packages');
  });

  it('keeps the current tab when no tab has results', () => {
    expect(chooseActiveTab('blogs', counts(0, 0, 0, 0))).toBe('blogs');
  });
});

describe('tabLabel', () => {
  it('appends the count in parentheses', () => {
    expect(tabLabel('Packages', 12)).toBe('Packages (12)');
  });
});
