import { describe, expect, it } from 'vitest';
import { webStoriesPageNumber, webStoriesPagePath } from './webStoriesRoute';

describe('web stories list addresses', () => {
  it('writes page 1 as /webstories and later pages with ?page=', () => {
    expect(webStoriesPagePath(1)).toBe('/webstories');
    expect(webStoriesPagePath(3)).toBe('/webstories?page=3');
  });

  it('reads plain page numbers only', () => {
    expect(webStoriesPageNumber('2')).toBe(2);
    expect(webStoriesPageNumber('0')).toBeNull();
    expect(webStoriesPageNumber('02')).toBeNull();
    expect(webStoriesPageNumber('x')).toBeNull();
    expect(webStoriesPageNumber('10000')).toBeNull();
  });
});
