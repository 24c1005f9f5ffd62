import { describe, expect, it } from 'vitest';
import { cursorBeforePage, parseListPage } from './pageCursor';

describe('cursorBeforePage', () => {
  it('starts the first page without a cursor', () => {
    expect(cursorBeforePage(1)).toBeNull();
  });

  it('names the last edge of the page before, as the gateway encodes offsets', () => {
    expect(atob(cursorBeforePage(3) ?? '')).toBe('offset:23');
  });
});

describe('parseListPage', () => {
  it.each([
    ['1', 1],
    ['12', 12],
    ['0', null],
    ['01', null],
    ['x', null],
    ['1001', null],
  ])('reads %j as %j', (segment, page) => {
    expect(parseListPage(segment)).toBe(page);
  });
});
