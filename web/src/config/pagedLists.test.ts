import { describe, expect, it } from 'vitest';
import { MAX_LIST_PAGE, PAGE_QUERY, pagedListRedirect, pagedListRewrites, pagePath, parseListPage } from './pagedLists';

describe('parseListPage', () => {
  it.each([
    ['1', 1],
    ['12', 12],
    [String(MAX_LIST_PAGE), MAX_LIST_PAGE],
    [String(MAX_LIST_PAGE + 1), null],
    ['0', null],
    ['01', null],
    ['x', null],
    ['', null],
  ])('reads %j as %j', (segment, page) => {
    expect(parseListPage(segment)).toBe(page);
  });
});

describe('pagePath', () => {
  it('writes page 1 as the bare path and later pages with ?page=', () => {
    expect(pagePath('/webstories', 1)).toBe('/webstories');
    expect(pagePath('/blogs/yatra', 3)).toBe('/blogs/yatra?page=3');
  });
});

describe('PAGE_QUERY', () => {
  it('captures any digits as the page, leaving the bound to the route', () => {
    const match = new RegExp(`^${PAGE_QUERY.value}$`).exec('5000');
    expect(match?.groups?.page).toBe('5000');
    expect(new RegExp(`^${PAGE_QUERY.value}$`).test('2x')).toBe(false);
  });
});

describe('pagedListRewrites', () => {
  it('sends ?page=N to route/N and the bare path to route/1', () => {
    expect(pagedListRewrites('/news/:category', '/content-lists/news/:category')).toEqual([
      { source: '/news/:category', has: [PAGE_QUERY], destination: '/content-lists/news/:category/:page' },
      { source: '/news/:category', destination: '/content-lists/news/:category/1' },
    ]);
  });
});

describe('pagedListRedirect', () => {
  it('sends the internal route back to the public path with its page', () => {
    expect(pagedListRedirect('/webstories/list', '/webstories')).toEqual({
      source: '/webstories/list/:page',
      destination: '/webstories?page=:page',
      permanent: false,
    });
  });
});
