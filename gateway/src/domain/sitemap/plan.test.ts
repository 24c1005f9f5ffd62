import { describe, expect, it } from 'vitest';
import { planSitemapSlices } from './plan.ts';

const WHOLE = Number.POSITIVE_INFINITY;

describe('planSitemapSlices', () => {
  it('takes a window inside one paged list from the pages that hold it', () => {
    expect(planSitemapSlices([250], [100], { offset: 120, first: 100 })).toEqual([{ source: 0, pages: [2, 3], skip: 20, take: 100 }]);
  });

  it('crosses from one list into the next, skipping lists before the window', () => {
    expect(planSitemapSlices([10, 5, 300], [100, WHOLE, 100], { offset: 12, first: 10 })).toEqual([
      { source: 1, pages: [1], skip: 2, take: 3 },
      { source: 2, pages: [1], skip: 0, take: 7 },
    ]);
  });

  it('stops at the end of the last list and plans nothing past it', () => {
    expect(planSitemapSlices([3, 4], [100, 100], { offset: 5, first: 50 })).toEqual([{ source: 1, pages: [1], skip: 2, take: 2 }]);
    expect(planSitemapSlices([3, 4], [100, 100], { offset: 7, first: 50 })).toEqual([]);
  });

  it('leaves out empty lists', () => {
    expect(planSitemapSlices([0, 2, 0], [100, 100, 100], { offset: 0, first: 5 })).toEqual([{ source: 1, pages: [1], skip: 0, take: 2 }]);
  });
});
