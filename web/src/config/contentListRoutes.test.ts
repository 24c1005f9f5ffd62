import { describe, expect, it } from 'vitest';
import { contentListPath, contentListRedirects } from './contentListRoutes';

describe('blog and news list addresses', () => {
  it('writes the all scope as the bare kind and a category below it', () => {
    expect(contentListPath('blogs', 'all')).toBe('/blogs');
    expect(contentListPath('news', 'yatra-updates', 2)).toBe('/news/yatra-updates?page=2');
  });

  it('redirects the internal all-scope route before the category one, back to the public list', () => {
    expect(contentListRedirects.slice(0, 2).map(({ source, destination }) => [source, destination])).toEqual([
      ['/content-lists/blogs/all/:page', '/blogs?page=:page'],
      ['/content-lists/blogs/:category/:page', '/blogs/:category?page=:page'],
    ]);
  });
});
